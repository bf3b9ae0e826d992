import { useTranslations } from 'next-intl';
import { PageLink } from '@/components/ui/page-link';
import type { InternalLink } from '@/lib/schemas/content';

export function InternalLinks({ links }: { links: InternalLink[] }) {
  const t = useTranslations('Content');
  return (
    <ul className="flex flex-wrap gap-2" data-testid="internal-links">
      {links.map((link) => (
        <li key={link.id}>
          <PageLink href={link.path} className="inline-block rounded-full border border-gray-300 px-4 py-2 hover:border-brand-600 hover:bg-brand-50">
            {link.city ? t('link_course_city', { course: link.course, city: link.city }) : t('link_course', { course: link.course })}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
