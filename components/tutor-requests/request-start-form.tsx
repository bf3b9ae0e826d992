import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { ActionForm } from './action-form';

/**
 * "Request class" (a tutor's card or profile) and "suggest me a tutor" (lists, profiles): a form
 * POST that starts a draft and opens the form; a visitor signs in first and comes back to it.
 */
export function RequestStartForm({
  variant = 'request',
  tutor,
  origin,
  courseId,
  cityId,
}: {
  variant?: 'request' | 'suggest';
  tutor?: { username: string; full_name: string };
  origin: 'profile' | 'list' | 'suggestion';
  courseId?: number | null;
  cityId?: number | null;
}) {
  const t = useTranslations('TutorCard');
  const locale = useLocale() as Locale;
  const request = variant === 'request';
  return (
    <ActionForm
      locale={locale}
      action="start"
      fields={{ tutor: request ? tutor?.username : undefined, origin, course_id: courseId, city_id: cityId }}
      className="inline"
    >
      <button
        type="submit"
        data-request=""
        aria-label={request && tutor ? t('request_label', { name: tutor.full_name }) : undefined}
        className={
          request
            ? 'inline-block rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800'
            : 'inline-block rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50'
        }
      >
        {request ? t('request') : t('suggest')}
      </button>
    </ActionForm>
  );
}
