import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { CodeForm } from '@/components/email-verification/code-form';
import { WithMessages } from '@/components/providers/with-messages';
import { emailVerificationApi } from '@/lib/api/email-verification';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { isolated } from '@/components/email-verification/isolated';
import type { Locale } from '@/lib/i18n/routing';
import { EMAIL_CODE_POLICY } from '@/lib/schemas/email-verification';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('EmailVerification');
  return { title: t('code_title') };
}

/** The code sent by e-mail: confirm it, or ask for a new one after the cool-down (issue 33). */
export default async function EmailCodePage() {
  const [t, locale, zone, status] = await Promise.all([
    getTranslations('EmailVerification'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
    getServerApiClient().then((client) => onServer(emailVerificationApi.status(client))),
  ]);
  const back = (
    <Link href="/profile/dashboard/email-verification" className="self-start text-brand-700 underline underline-offset-4">
      {status.pending ? t('change_address') : t('back')}
    </Link>
  );
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('code_title')}</h1>
      {status.pending ? (
        <>
          <p>
            {t('code_intro', {
              length: EMAIL_CODE_POLICY.length,
              time: formatDateTime(status.pending.expires_at, locale, zone),
              email: isolated(status.pending.email),
            })}
          </p>
          <WithMessages groups={['EmailVerification']}>
            <CodeForm email={status.pending.email} resendIn={status.pending.resend_in} />
          </WithMessages>
        </>
      ) : (
        <p role="status">{t('no_code')}</p>
      )}
      {back}
    </section>
  );
}
