import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';

const GROUPS = [
  {
    title: 'help',
    links: [
      ['faq', '/faq'],
      ['student_panel_guide', '/student-panel-guide'],
      ['contact_us', '/contact-us'],
      ['terms', '/terms'],
    ],
  },
  {
    title: 'services',
    links: [
      ['abroad', '/abroad'],
      ['school', '/school'],
      ['app', '/app'],
    ],
  },
  {
    title: 'title',
    links: [
      ['about_us', '/about-us'],
      ['feedback_gallery', '/feedback-gallery'],
    ],
  },
  { title: 'for_tutors', links: [['start_teaching', '/start-teaching']] },
] as const;

/** The footer's links to the informational pages. */
export async function FooterLinks() {
  const t = await getTranslations('FooterLinks');
  return (
    <div className="mb-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="footer-links">
      {GROUPS.map((group) => (
        <nav key={group.title} aria-label={t(group.title)}>
          <h2 className="mb-2 font-bold">{t(group.title)}</h2>
          <ul className="flex flex-col gap-1">
            {group.links.map(([key, href]) => (
              <li key={href}>
                <PageLink href={href} className="text-muted hover:text-brand-800 hover:underline">
                  {t(key)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
