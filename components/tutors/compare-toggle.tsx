'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useCompare } from './use-compare';

export function CompareToggle({ id, name }: { id: number; name: string }) {
  const t = useTranslations('TutorCard');
  const selected = useCompare((s) => s.ids.includes(id));
  const toggle = useCompare((s) => s.toggle);
  const [full, setFull] = useState(false);
  const hydrated = useHydrated();
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-pressed={selected}
        disabled={!hydrated}
        aria-label={t('compare_label', { name })}
        onClick={() => setFull(!toggle(id))}
        className="rounded-lg border border-gray-300 px-3 py-2 text-sm hover:bg-gray-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-bold"
      >
        {selected ? t('compare_selected') : t('compare')}
      </button>
      {full && (
        <span role="status" className="text-sm text-muted">
          {t('compare_full')}
        </span>
      )}
    </span>
  );
}
