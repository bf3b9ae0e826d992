import { getImageProps } from 'next/image';

/**
 * The tutor's photo, or their initials on a colour derived from the id when there is none.
 * Photos go through next/image: resized to the shown size (1x and 2x) and sent as WebP; the box
 * has its size before the file arrives (no layout shift). `eager` for the one above the fold on a
 * profile; cards load theirs lazily. The attributes are computed here (`getImageProps`) and drawn
 * as a plain <img>: the same markup as the <Image> component, without its client chunk (about 5 KiB
 * gzip) on every page with a tutor.
 */
export function TutorAvatar({ name, url, id, size = 64, eager = false }: { name: string; url: string | null; id: number; size?: number; eager?: boolean }) {
  if (url) {
    const { props } = getImageProps({
      src: url,
      alt: '',
      width: size,
      height: size,
      loading: eager ? 'eager' : 'lazy',
      className: 'shrink-0 rounded-full bg-gray-100 object-cover',
      style: { width: size, height: size },
    });
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (above), without its client component
    return <img {...props} alt="" data-testid="tutor-photo" />;
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('\u200c');
  const hue = (id * 47) % 360;
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, backgroundColor: `hsl(${hue} 45% 32%)`, fontSize: size / 2.8 }}
      className="flex shrink-0 items-center justify-center rounded-full font-bold text-white"
    >
      {initials}
    </span>
  );
}
