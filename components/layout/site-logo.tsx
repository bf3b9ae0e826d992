import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export function SiteLogo() {
  const t = useTranslations('Header');
  return (
    <Link href="/" aria-label={t('home')} className="inline-flex shrink-0">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/images/logo.svg" width={103} height={36} alt="" />
    </Link>
  );
}
