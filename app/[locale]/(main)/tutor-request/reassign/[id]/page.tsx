import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/tutor-requests/action-form';
import { SubmitButton, TextAreaField } from '@/components/tutor-requests/fields';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { readFlash } from '@/lib/forms/form-post.server';
import { ownedRequestPage } from '@/lib/tutor-requests/pages.server';
import { FlashNotes } from '@/components/forms/flash-notes';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Ask for a different tutor with a reason: offers are released and matching runs again without the tutors tried. */
export default async function ReassignPage({ params }: { params: Promise<{ locale: Locale; id: string }> }) {
  const { locale, id } = await params;
  const request = await ownedRequestPage(id);
  const [t, flash] = await Promise.all([getTranslations('TutorRequest'), readFlash(`/tutor-request/reassign/${request.id}`)]);
  const allowed = request.actions.includes('reassign');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('reassign_title')}</h1>
      <FlashNotes flash={flash?.errors?.reason ? null : flash} />
      {allowed ? (
        <ActionForm locale={locale} action="reassign" id={request.id} className="flex flex-col gap-3" label={t('reassign_title')}>
          <p>{t('reassign_intro')}</p>
          <TextAreaField name="reason" label={t('reassign_reason')} value={flash?.values?.reason} error={flash?.errors?.reason} required />
          <div>
            <SubmitButton>{t('reassign_submit')}</SubmitButton>
          </div>
        </ActionForm>
      ) : (
        <p>{t(`states.${request.state}`)}</p>
      )}
      <Link href={`/tutor-request/tracking/${request.id}`} className="self-start text-brand-700 underline underline-offset-4">
        {t('track')}
      </Link>
    </div>
  );
}
