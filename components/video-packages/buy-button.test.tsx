// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl, serverHtmlWithIntl } from '@/tests/render';
import { BuyButton } from './buy-button';

vi.mock('@/lib/i18n/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The page shows before its script runs (a signed-in page on a slow phone, a cached page after its
// first paint): a press on the buy button in that moment would do nothing, so it waits for the script.
describe('the package\u2019s buy button', () => {
  const button = <BuyButton packageId={7} priceLabel="€19.00" />;

  it('is disabled in the server\u2019s HTML', () => {
    const html = serverHtmlWithIntl(button);
    expect(html).toMatch(/<button type="button" disabled=""[^>]*data-testid="buy-package"/);
  });

  it('works once the page\u2019s script runs', () => {
    renderWithIntl(button, 'en-US');
    expect(screen.getByTestId('buy-package')).toBeEnabled();
  });
});
