'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useCompare } from './use-compare';

/** Appears once tutors are picked; opens the shareable comparison when there are at least two. */
export function CompareBar() {
  const t = useTranslations('TutorCard');
  const ids = useCompare((s) => s.ids);
  const clear = useCompare((s) => s.clear);
  if (ids.length === 0) return null;
  return (
    <div role="region" aria-label={t('compare_bar')} className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white p-3 shadow-lg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <p className="flex-1">{t('compare_count', { count: ids.length })}</p>
        {ids.length >= 2 ? (
          <Link href={`/tutor-compare?ids=${ids.join(',')}`} className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800">
            {t('compare_open')}
          </Link>
        ) : (
          <span className="text-sm text-muted">{t('compare_pick_more')}</span>
        )}
        <button type="button" onClick={clear} className="rounded-lg px-3 py-2 text-sm hover:bg-gray-100">
          {t('compare_clear')}
        </button>
      </div>
    </div>
  );
}
