import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en-US.json';
import fa from '@/messages/fa.json';

/** Renders a component inside the app's translation provider, in either locale. */
export function renderWithIntl(ui: ReactElement, locale: 'fa' | 'en-US' = 'fa') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'fa' ? fa : en} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}
