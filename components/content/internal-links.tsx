import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { InternalLink } from '@/lib/schemas/content';

export function InternalLinks({ links }: { links: InternalLink[] }) {
  const t = useTranslations('Content');
  return (
    <ul className="flex flex-wrap gap-2" data-testid="internal-links">
      {links.map((link) => (
        <li key={link.id}>
          <Link href={link.path} className="inline-block rounded-full border border-gray-300 px-4 py-2 hover:border-brand-600 hover:bg-brand-50">
            {link.city ? t('link_course_city', { course: link.course, city: link.city }) : t('link_course', { course: link.course })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
