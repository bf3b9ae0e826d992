import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/tutor-requests/action-form';
import { SubmitButton } from '@/components/tutor-requests/fields';
import { apiGet } from '@/lib/api/calls';
import { getServerApiClient } from '@/lib/api-client.server';
import { requireSessionUser } from '@/lib/auth/session.server';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorProfile } from '@/lib/schemas/tutor-answers';
import { readFlash } from '@/lib/forms/form-post.server';
import { FlashNotes } from '@/components/forms/flash-notes';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Query = { tutor?: string; origin?: string; course_id?: string; city_id?: string };

/**
 * Where a visitor who pressed "request class" or "suggest a tutor" lands after signing in: the
 * same request, one button to start it (a sign-in never creates a request by itself).
 */
export default async function NewRequestPage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<Query> }) {
  const { locale } = await params;
  await requireSessionUser();
  const query = await searchParams;
  const [t, flash] = await Promise.all([getTranslations('TutorRequest'), readFlash('/tutor-request/new')]);
  const username = typeof query.tutor === 'string' && /^[\w.-]{1,80}$/.test(query.tutor) ? query.tutor : undefined;
  const tutor = username
    ? await apiGet<TutorProfile>(await getServerApiClient(), `/www/v2/tutor/profile/${encodeURIComponent(username)}`).catch(() => null)
    : null;
  const origin = ['profile', 'list', 'suggestion'].includes(query.origin ?? '') ? query.origin : tutor ? 'profile' : 'suggestion';
  const num = (v?: string) => (typeof v === 'string' && /^\d{1,7}$/.test(v) ? v : undefined);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{tutor ? t('new_title') : t('suggestion_title')}</h1>
      <FlashNotes flash={flash} />
      <p>{tutor ? t('new_for_tutor', { name: tutor.full_name }) : t('new_blank')}</p>
      <ActionForm
        locale={locale}
        action="start"
        fields={{ tutor: tutor ? username : undefined, origin, course_id: num(query.course_id), city_id: num(query.city_id) }}
      >
        <SubmitButton>{t('start')}</SubmitButton>
      </ActionForm>
    </div>
  );
}
