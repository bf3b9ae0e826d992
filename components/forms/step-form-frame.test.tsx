// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from '@/components/conversations/composer';
import { allMessages } from '@/tests/messages';
import { serverHtmlWithIntl } from '@/tests/render';

vi.mock('@/components/uploads/uploader', () => ({ Uploader: () => null }));

// The step forms' frame (here under the message box) keeps its own submit disabled until the script
// runs, and what was typed before it did is still sent.
describe('a step form before its script runs', () => {
  it('has its submit disabled in the server\u2019s HTML', () => {
    const html = serverHtmlWithIntl(<Composer send={async () => {}} label="Your message" />);
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
