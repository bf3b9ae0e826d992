'use client';

import { useTranslations } from 'next-intl';
import { type AnalyticsTutor, trackTutorEvent, type TutorEvent } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';

/** Request (or suggest) buttons: report the event, then open the request flow. */
export function RequestButton({ tutor, event, variant = 'request' }: { tutor?: AnalyticsTutor & { username: string }; event: TutorEvent; variant?: 'request' | 'suggest' }) {
  const t = useTranslations('TutorCard');
  const href = variant === 'suggest' ? '/tutor-suggestion' : `/tutor-request/form?tutor=${tutor?.username ?? ''}`;
  const label = variant === 'suggest' ? t('suggest') : t('request');
  return (
    <Link
      href={href}
      onClick={() => trackTutorEvent(event, tutor)}
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
