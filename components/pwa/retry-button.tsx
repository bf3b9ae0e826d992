'use client';

import { useTranslations } from 'next-intl';

/** Reloads the address the visitor asked for (the offline page stands in for it). */
export function RetryButton() {
  const t = useTranslations('Common');
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {t('retry')}
    </button>
  );
}
