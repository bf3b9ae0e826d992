import { useTranslations } from 'next-intl';

export function SkipLink() {
  const t = useTranslations('Common');
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
      {t('skip_to_content')}
    </a>
  );
}
