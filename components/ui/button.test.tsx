// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl, serverHtmlWithIntl } from '@/tests/render';
import { Button } from './button';

// A signed-in page shows before its script runs: a press in that moment did nothing, or posted a
// form only its script sends to the page itself, and what was typed was gone.
describe('the app\u2019s button (what only the page\u2019s script does)', () => {
  it('is disabled in the server\u2019s HTML, as a submit and as a click', () => {
    expect(serverHtmlWithIntl(<Button type="submit">Pay</Button>)).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(serverHtmlWithIntl(<Button onClick={() => {}}>Show</Button>)).toMatch(/<button[^>]*type="button"[^>]*disabled=""/);
  });

  it('can be sent once the page\u2019s script runs, unless busy', () => {
    renderWithIntl(
      <>
        <Button type="submit">Pay</Button>
        <Button disabled>Busy</Button>
      </>,
      'en-US',
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Busy' })).toBeDisabled();
  });
});
