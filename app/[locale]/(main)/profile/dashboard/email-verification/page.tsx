import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmailForm } from '@/components/email-verification/email-form';
import { WithMessages } from '@/components/providers/with-messages';
import { emailVerificationApi } from '@/lib/api/email-verification';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { Link } from '@/lib/i18n/navigation';
import { isolated } from '@/components/email-verification/isolated';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('EmailVerification');
  return { title: t('title') };
}

/** The account's e-mail address: the confirmed one, a code waiting, and a form for a new address (issue 33). */
export default async function EmailVerificationPage() {
  const [t, status] = await Promise.all([
    getTranslations('EmailVerification'),
    getServerApiClient().then((client) => onServer(emailVerificationApi.status(client))),
  ]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <p data-testid="email-current">{status.email ? t('current', { email: isolated(status.email) }) : t('none')}</p>
      {status.pending && (
        <p>
          {t('pending', { email: isolated(status.pending.email) })}{' '}
          <Link href="/profile/dashboard/email-verification/code" className="text-brand-700 underline underline-offset-4">
            {t('pending_link')}
          </Link>
        </p>
      )}
      <WithMessages groups={['EmailVerification']}>
        <EmailForm hasEmail={status.email !== null} />
      </WithMessages>
    </section>
  );
}
