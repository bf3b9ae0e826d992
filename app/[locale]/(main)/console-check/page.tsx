import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { SecondFactorForm } from '@/components/operator/second-factor-form';
import { secondFactorApi } from '@/lib/api/second-factor';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { redirectTarget } from '@/lib/auth/guards';
import { requirePageAccess } from '@/lib/auth/session.server';
import { redirect } from '@/lib/i18n/paths';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The console's door: an operator sets up their authenticator app once, then types its code on each visit. */
export default async function ConsoleCheckPage({ searchParams }: { searchParams: Search }) {
  await requirePageAccess('/console-check');
  const target = redirectTarget((await searchParams).redirect_url);
  const back = target?.startsWith('/operator') ? target : '/operator';
  const status = await onServer(secondFactorApi.status(await getServerApiClient()));
  if (status.console_open) return redirect({ href: back, locale: await getLocale() });
  const t = await getTranslations('Operator');
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('second_factor_title')}</h1>
      <p>{t('second_factor_intro', { idle: status.idle_minutes, hours: status.max_hours })}</p>
      <SecondFactorForm
        enrolled={status.enrolled}
        back={back}
        labels={{
          enrol: t('second_factor_enrol'),
          enrolling: t('second_factor_enrolling'),
          scan: t('second_factor_scan'),
          manual: t('second_factor_manual'),
          code: t('second_factor_code'),
          code_hint: t('second_factor_code_hint'),
          submit: t('second_factor_submit'),
          submitting: t('second_factor_submitting'),
          qr: t('second_factor_qr'),
        }}
      />
    </section>
  );
}
