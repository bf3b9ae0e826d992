import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isDevelopment } from '@/lib/config/public';
import { SiteLogo } from '@/components/layout/site-logo';
import { PageLink } from '@/components/ui/page-link';
import { CopyUrlButton } from './copy-url-button';

export interface ErrorPageProps {
  status: number;
  message?: ReactNode;
  /** The failing request, shown only in development (spec §2). */
  request?: { baseURL?: string; path?: string } | null;
  /** Where the 401 page's login button returns the user to. */
  returnTo?: string;
}

const KNOWN = [404, 401, 500, 503] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (status: number): status is Known => (KNOWN as readonly number[]).includes(status);

/** The one error page, chosen by status (spec §2 "Unknown routes and error page", §8 keys). */
export function ErrorPage({ status, message, request, returnTo }: ErrorPageProps) {
  const t = useTranslations('error_page');
  const known = isKnown(status) ? status : null;
  const showMessage = known !== 503 && Boolean(message);
  const loginHref = `/auth/login${returnTo ? `?redirect_url=${encodeURIComponent(returnTo)}` : ''}`;

  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-3xl flex-col items-center gap-6 px-4 py-10 text-center">
      <SiteLogo />
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/images/error-illustration.svg"
        // Lazy: every page carries this page as its not-found fallback, and an eager <img> there
        // would have React preload the picture on all of them.
        loading="lazy"
        width={500}
        height={311}
        alt={t('illustration_alt')}
        className="h-auto w-full max-w-[500px]"
      />
      {/* The large code is the heading's first line (a paragraph styled as a heading is not one). */}
      <h1 className="flex flex-col items-center gap-6">
        <span className="text-5xl font-extrabold text-brand-700" data-testid="error-code">
          {known ? t(`${known}.code`) : t('status', { status })}
        </span>{' '}
        <span className="text-2xl font-bold">{known ? t(`${known}.text.1`) : message || t('unknown_warning')}</span>
      </h1>
      {known === 401 && <p className="text-muted">{t('401.text.2')}</p>}
      {known && showMessage && (
        <p className="text-muted" data-testid="error-message" dir="auto">
          {message}
        </p>
      )}
      {known === 401 ? (
        <PageLink href={loginHref} className="rounded-lg bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800">
          {t('login_button')}
        </PageLink>
      ) : (
        <PageLink href="/" className="rounded-lg bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800">
          {t('button')}
        </PageLink>
      )}
      {isDevelopment() && request?.path && (
        <section className="w-full rounded-lg border border-gray-300 p-4 text-start" dir="ltr">
          <h2 className="mb-2 font-bold">{t('dev_request')}</h2>
          <code className="block break-all">{`${request.baseURL ?? ''}${request.path}`}</code>
          <CopyUrlButton url={`${request.baseURL ?? ''}${request.path}`} />
        </section>
      )}
    </main>
  );
}
