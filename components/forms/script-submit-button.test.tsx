// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from '@/components/conversations/composer';
import { allMessages } from '@/tests/messages';
import { renderWithIntl } from '@/tests/render';
import { ScriptSubmitButton } from './script-submit-button';

vi.mock('@/components/uploads/uploader', () => ({ Uploader: () => null }));

const serverHtml = (ui: React.ReactElement) =>
  renderToString(
    <NextIntlClientProvider locale="en-US" messages={allMessages('en-US')} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );

// A signed-in page shows before its script runs: a form only its script sends, pressed in that
// moment, was posted by the browser to the page itself and what was typed was gone.
describe('a form its script sends', () => {
  it('has its submit disabled in the server\u2019s HTML', () => {
    expect(serverHtml(<ScriptSubmitButton>Pay</ScriptSubmitButton>)).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('can be sent once the page\u2019s script runs, unless busy', () => {
    renderWithIntl(
      <>
        <ScriptSubmitButton>Pay</ScriptSubmitButton>
        <ScriptSubmitButton disabled>Busy</ScriptSubmitButton>
      </>,
      'en-US',
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Busy' })).toBeDisabled();
  });

  it('includes the step forms and the message box (StepFormFrame)', () => {
    const html = serverHtml(<Composer send={async () => {}} label="Your message" />);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Send<\/button>/);
  });

  it('sends what was typed before the script ran, once it has', async () => {
    const send = vi.fn(async () => {});
    const ui = (
      <NextIntlClientProvider locale="en-US" messages={allMessages('en-US')} timeZone="UTC">
        <Composer send={send} label="Your message" />
      </NextIntlClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    container.querySelector('textarea')!.value = 'Typed while the page loaded';
    await act(async () => {
      hydrateRoot(container, ui);
    });
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ message: 'Typed while the page loaded', attachments: [] }));
    container.remove();
  });
});
