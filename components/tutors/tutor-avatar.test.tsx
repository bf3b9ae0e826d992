// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TutorAvatar } from './tutor-avatar';

describe('TutorAvatar', () => {
  it('serves a photo through the image optimizer at 1x and 2x, sized before it loads, lazily by default', () => {
    const { container } = render(<TutorAvatar name="سارا احمدی" url="/media/tutors/photos/f-01.webp" id={1} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fmedia%2Ftutors%2Fphotos%2Ff-01\.webp&w=\d+/);
    expect(img.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
  });

  it('loads the profile photo at once', () => {
    const { container } = render(<TutorAvatar name="سارا احمدی" url="/media/tutors/photos/f-01.webp" id={1} size={112} eager />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows initials without a photo', () => {
    const { container } = render(<TutorAvatar name="سارا احمدی" url={null} id={1} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('س\u200cا');
  });
});
