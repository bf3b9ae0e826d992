import { useTranslations } from 'next-intl';
import type { Testimonial } from '@/lib/schemas/content';
import { VideoTestimonialPlayer } from './video-testimonial-player';

export function TestimonialList({ items }: { items: Testimonial[] }) {
  const t = useTranslations('Content');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-gray-200 bg-white p-5">
          <figure>
            {/* A paragraph may not carry aria-label: the stars are hidden and their words are text. */}
            <p className="mb-2 text-amber-800">
              <span aria-hidden="true">{'★'.repeat(item.stars)}</span>
              <span className="sr-only">{t('stars', { stars: item.stars })}</span>
            </p>
            <blockquote className="leading-7">{item.body}</blockquote>
            <figcaption className="mt-3 text-sm">
              <span className="font-bold">{item.author_name}</span> · <span className="text-muted">{item.author_role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Video testimonials: a card per story that opens the video (nothing loads until asked). */
export function VideoTestimonialList({ items }: { items: Testimonial[] }) {
  const t = useTranslations('Content');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="video-testimonials">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col rounded-xl bg-brand-800 p-5 text-white">
          <p className="text-lg font-bold">{item.body}</p>
          <p className="mt-2 text-sm">
            {item.author_name} · {item.author_role}
          </p>
          {item.video_url && <VideoTestimonialPlayer url={item.video_url} text={t('watch_video')} label={t('watch_video_of', { name: item.author_name })} />}
        </li>
      ))}
    </ul>
  );
}
