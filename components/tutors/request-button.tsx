'use client';

import { useTranslations } from 'next-intl';
import type { AnalyticsTutor, TutorEvent } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';

/**
 * Request (or suggest) buttons open the request flow. Their analytics event (`event`) is the
 * flow's to send when the request is submitted, not here on a click (spec §7, issue 21).
 */
export function RequestButton({ tutor, event: _event, variant = 'request' }: { tutor?: AnalyticsTutor & { username: string }; event: TutorEvent; variant?: 'request' | 'suggest' }) {
  const t = useTranslations('TutorCard');
  const href = variant === 'suggest' ? '/tutor-suggestion' : `/tutor-request/form?tutor=${tutor?.username ?? ''}`;
  const label = variant === 'suggest' ? t('suggest') : t('request');
  return (
    <Link
      href={href}
      aria-label={tutor && variant === 'request' ? t('request_label', { name: tutor.full_name }) : undefined}
      className={
        variant === 'suggest'
          ? 'inline-block rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50'
          : 'inline-block rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800'
      }
    >
      {label}
    </Link>
  );
}
