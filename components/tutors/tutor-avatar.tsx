/** The tutor's photo, or their initials on a colour derived from the id when there is none. */
export function TutorAvatar({ name, url, id, size = 64 }: { name: string; url: string | null; id: number; size?: number }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={url} alt="" width={size} height={size} loading="lazy" className="shrink-0 rounded-full object-cover" />;
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
