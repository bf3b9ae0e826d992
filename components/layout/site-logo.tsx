import { useTranslations } from 'next-intl';
import { PageLink } from '@/components/ui/page-link';

/**
 * Inline rather than an <img>: an SVG image gets a document of its own, which cost a long task
 * on every first load.
 */
export function SiteLogo() {
  const t = useTranslations('Header');
  return (
    <PageLink href="/" aria-label={t('home')} className="inline-flex shrink-0">
      <svg width="103" height="36" viewBox="0 0 103 36" aria-hidden="true" focusable="false">
        <rect x="0" y="2" width="32" height="32" rx="8" fill="#1d5fd1" />
        <path d="M9 12h14v3h-5.5v11h-3V15H9z" fill="#fff" />
        <text x="38" y="25" fontSize="17" fontWeight="800" fill="#143f8a" className="font-sans" direction="ltr">
          {t('logo_text')}
        </text>
      </svg>
    </PageLink>
  );
}
