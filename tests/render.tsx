import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { clientMessagesWith, type MessagePath } from '@/lib/i18n/messages';
import { allMessages } from './messages';

const fa = allMessages('fa');
const en = allMessages('en-US');

/** Renders a component inside the app's translation provider, in either locale. */
export function renderWithIntl(ui: ReactElement, locale: 'fa' | 'en-US' = 'fa') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'fa' ? fa : en} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}

/** The HTML the server sends for a component (before any script runs), inside the translation provider. */
export function serverHtmlWithIntl(ui: ReactElement, locale: 'fa' | 'en-US' = 'en-US') {
  return renderToString(
    <NextIntlClientProvider locale={locale} messages={locale === 'fa' ? fa : en} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}

/**
 * Renders a client island with only the messages its page hands it (`WithMessages groups`, through
 * the same `clientMessagesWith`), and collects every message it asked for and did not get.
 */
export function renderWithOnly(ui: ReactElement, paths: readonly MessagePath[], locale: 'fa' | 'en-US' = 'fa') {
  const missing: string[] = [];
  const messages = clientMessagesWith(locale === 'fa' ? fa : en, paths);
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC" onError={(error) => missing.push(error.message)}>
      {ui}
    </NextIntlClientProvider>,
  );
  return { ...view, missing };
}
