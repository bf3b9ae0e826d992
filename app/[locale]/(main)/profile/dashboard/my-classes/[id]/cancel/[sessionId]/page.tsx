import type { Metadata } from 'next';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { ClassActionForm } from '@/components/classes/class-action-form';
import { SubmitButton } from '@/components/tutor-requests/fields';
import { lessonPage } from '@/lib/classes/pages.server';
import { formatDateTime, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Classes');
  return { title: t('actions.cancel') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * The cancellation's confirmation: says, from the server's rule now, whether it is free or charged
 * (or the tutor's). `?back=` is the page it was opened from (the class, or the tutor's week).
 */
export default async function CancelSessionPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale; id: string; sessionId: string }>;
  searchParams: Search;
}) {
  const { locale, ...ids } = await params;
  const [t, zone, { view, session, classPath, back }] = await Promise.all([
    getTranslations('Classes'),
    getTimeZone(),
    lessonPage(ids, (await searchParams).back),
  ]);
  const possible = session.actions.includes('cancel_by_student') || session.actions.includes('cancel_by_tutor');
  const rule = session.cancel_now;
  return (
    <section className="flex flex-col gap-4" data-testid="cancel-page">
      <h1 className="text-2xl font-bold">{t('cancel_title', { time: formatDateTime(session.starts_at, locale, zone) })}</h1>
      {possible && rule ? (
        <>
          <p data-testid="cancel-rule" data-rule={rule} className={rule === 'late' ? 'font-bold text-red-800' : ''}>
            {rule === 'free'
              ? t('cancel_free')
              : rule === 'late'
                ? t('cancel_late', { price: formatPrice(view.class.unit_price_cents, locale) })
                : t('cancel_tutor')}
          </p>
          <ClassActionForm locale={locale} action="cancel" id={session.id} back={back} className="flex flex-col gap-2">
            <label htmlFor="cancel-reason" className="text-sm">
              {t('cancel_reason')}
            </label>
            <textarea id="cancel-reason" name="reason" maxLength={500} rows={2} className="rounded-lg border border-gray-300 p-2" />
            <div className="flex flex-wrap gap-2">
              <SubmitButton variant="danger">{t('cancel_confirm')}</SubmitButton>
              <Link href={back} className="rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800">
                {t('cancel_keep')}
              </Link>
            </div>
          </ClassActionForm>
        </>
      ) : (
        <>
          <p>{t('cancel_not_possible')}</p>
          <Link href={classPath} className="self-start text-brand-700 underline underline-offset-4">
            {t('back_to_class')}
          </Link>
        </>
      )}
    </section>
  );
}
