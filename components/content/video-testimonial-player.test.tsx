// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoTestimonialPlayer } from './video-testimonial-player';

describe('VideoTestimonialPlayer', () => {
  it('is a link to the clip whose name begins with its visible words, and plays the clip in place', async () => {
    render(<VideoTestimonialPlayer url="/media/testimonials/1.mp4" text="Watch the video" label="Watch the video: Aida Jafari" />);
    const link = screen.getByRole('link', { name: 'Watch the video: Aida Jafari' });
    expect(link).toHaveAttribute('href', '/media/testimonials/1.mp4');
    expect(link.getAttribute('aria-label')!.startsWith(link.textContent!)).toBe(true);
    await userEvent.click(link);
    const video = screen.getByTestId('testimonial-video');
    expect(video).toHaveAttribute('src', '/media/testimonials/1.mp4');
    expect(video).toHaveAttribute('autoplay');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
