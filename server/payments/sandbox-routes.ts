import { Hono } from 'hono';
import { createTranslator } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { isPublicUuid } from '@/lib/schemas/ids';
import { defineRawRoute } from '@/server/api/define-route';
import { HttpError } from '@/server/api/errors';
import enMessages from '@/messages/payments/en-US.json';
import faMessages from '@/messages/payments/fa.json';
import { chooseSandbox, type SandboxChoice, sandboxFormToken, sandboxReturnUrl, sandboxSession } from './gateways/sandbox-host';
import { sandboxSignatureValid } from './gateways/sandbox-signature';

const translators = {
  fa: createTranslator({ locale: 'fa', messages: faMessages, namespace: 'SandboxGateway' }),
  'en-US': createTranslator({ locale: 'en-US', messages: enMessages, namespace: 'SandboxGateway' }),
};

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const CHOICES: SandboxChoice[] = ['pay', 'decline', 'cancel'];
/**
 * The API's policy (`default-src 'none'`, next.config.ts) would drop this page's own style
 * attributes, leaving it unstyled: it is a page, so it allows its inline styles and nothing else.
 */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

function page(locale: 'fa' | 'en-US', body: string): Response {
  const t = translators[locale];
  const html = `<!doctype html><html lang="${locale}" dir="${locale === 'fa' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t('title'))}</title></head><body style="font-family: system-ui, sans-serif; max-width: 28rem; margin-inline: auto; padding: 1rem">${body}</body></html>`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'content-security-policy': PAGE_POLICY },
  });
}

/**
 * The sandbox gateway's hosted page (issue 18): where the payer pays, declines or cancels. It is
 * the stand-in for a provider's site, reached at PAYMENT_GATEWAY_HOST (README "Payments"); its
 * form carries a token only this page can make, and its answers back to us are signed.
 */
export const sandboxGatewayRoutes = new Hono()
  .get(
    '/pay/:reference',
    defineRawRoute({ access: 'public' }, async ({ c, db, locale }) => {
      const t = translators[locale];
      const session = await sandboxSession(db, c.req.param('reference') ?? '');
      if (!session) throw new HttpError(404, t('not_found'));
      const amount = escape(formatPrice(session.amountCents, locale));
      if (session.state !== 'open') {
        // Already answered (a second tab, the back button): the way back carries the same signed outcome.
        const back = `<p><a href="${escape(sandboxReturnUrl(session))}">${escape(t('back'))}</a></p>`;
        return page(locale, `<h1>${escape(t('title'))}</h1><p>${escape(t(`done_${session.state as 'paid'}`))}</p>${back}`);
      }
      const token = sandboxFormToken(session.reference);
      const buttons = CHOICES.map(
        (choice) =>
          `<button type="submit" name="choice" value="${choice}" style="display:block; inline-size:100%; margin-block:0.5rem; padding:0.75rem">${escape(t(choice))}</button>`,
      ).join('');
      return page(
        locale,
        `<h1>${escape(t('title'))}</h1><p>${escape(t('intro'))}</p><p>${escape(t('amount', { amount: '' }))}<strong dir="ltr">${amount}</strong></p><p dir="ltr">${escape(session.description)}</p><form method="post"><input type="hidden" name="token" value="${token}">${buttons}</form>`,
      );
    }),
  )
  .post(
    '/pay/:reference',
    defineRawRoute({ access: 'public' }, async ({ c, db, locale }) => {
      const t = translators[locale];
      const reference = c.req.param('reference') ?? '';
      // A reference in another spelling names no session (issue 28), whatever the form says.
      if (!isPublicUuid(reference)) throw new HttpError(404, t('not_found'));
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const choice = String(form.choice ?? '') as SandboxChoice;
      if (!CHOICES.includes(choice) || !sandboxSignatureValid(String(form.token ?? ''), 'form', reference)) throw new HttpError(400, t('refused'));
      const back = await chooseSandbox(db, reference, choice);
      if (!back) throw new HttpError(404, t('not_found'));
      return c.redirect(back, 303);
    }),
  );
