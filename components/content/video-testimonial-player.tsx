'use client';

import { useState } from 'react';

/**
 * "Watch the video": a link to the clip (without script it opens the file, which plays), that
 * plays the clip inside the card instead. Nothing loads until asked. The link's name begins
 * with its visible words (`label`), so speech input finds it by what it says.
 */
export function VideoTestimonialPlayer({ url, text, label }: { url: string; text: string; label: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <video
        controls
        autoPlay
        playsInline
        src={url}
        width={640}
        height={360}
        aria-label={label}
        className="mt-4 aspect-video h-auto w-full rounded-lg bg-black"
        data-testid="testimonial-video"
      />
    );
  }
  return (
    <a
      href={url}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={label}
      className="mt-4 self-start rounded-full bg-white px-4 py-1 text-sm font-bold text-brand-800"
      data-testid="watch-video"
    >
      {text}
    </a>
  );
}
