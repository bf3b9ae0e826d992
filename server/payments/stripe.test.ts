import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { resetConfigForTests } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { walletBalance } from './ledger';

/**
 * The Stripe Checkout adapter without the internet: the official client talks to a local server
 * that records what it is sent and answers like Stripe; webhooks are signed with the package's own
 * test-header helper.
 */
interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: URLSearchParams;
}
const recorded: Recorded[] = [];
const sessions = new Map<string, Record<string, unknown>>();
let server: http.Server;
let handle: DbHandle;
const WEBHOOK_SECRET = 'whsec_test_tutorly';
const saved = { ...process.env };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const body = new URLSearchParams(data);
      recorded.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${sessions.size + 1}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
          currency: body.get('line_items[0][price_data][currency]'),
          client_reference_id: body.get('client_reference_id'),
        };
        sessions.set(id, session);
        res.end(JSON.stringify(session));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/(cs_test_\d+)/.exec(req.url ?? '');
      if (req.method === 'GET' && match && sessions.has(match[1]!)) {
        res.end(JSON.stringify(sessions.get(match[1]!)));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_tutorly',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  resetConfigForTests();
  handle = await setupTestDb({ tutors: 2 });
});

afterAll(async () => {
  for (const name of ['PAYMENT_GATEWAY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfigForTests();
  await handle.close();
  await new Promise((resolve) => server.close(resolve));
});

async function topUpInvoice(cents: number) {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(handle.db, mobile);
  const userId = (await findUserByMobile(handle.db, mobile))!.id;
  const invoice = (await postApi('/www/v1/wallet/top-up', { amount_cents: cents }, { token })).body.data.invoice as string;
  return { token, userId, invoice };
}

async function startAtStripe(token: string, invoice: string) {
  const start = await callApi(`/www/v1/invoice/${invoice}/online-payment`, { token });
  expect(start.status).toBe(303);
  const location = new URL(start.headers.get('location')!);
  expect(location.origin).toBe('https://checkout.stripe.test');
  const id = location.pathname.split('/').pop()!;
  return { id, request: recorded.findLast((r) => r.method === 'POST')! };
}

const signed = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const webhook = (payload: string, signature: string) =>
  callApi('/www/v1/payments/stripe-webhook', {
    method: 'POST',
    csrf: false,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });

describe('Stripe Checkout', () => {
  it('creates a session in EUR for the card part, one per attempt, and verifies it on return', async () => {
    const { token, userId, invoice } = await topUpInvoice(1_250);
    const { id, request } = await startAtStripe(token, invoice);
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_tutorly');
    expect(request.headers['idempotency-key']).toMatch(/^attempt-\d+$/);
    expect(request.body.get('mode')).toBe('payment');
    expect(request.body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(request.body.get('line_items[0][price_data][unit_amount]')).toBe('1250');
    expect(request.body.get('metadata[invoice]')).toBe(invoice);
    const success = new URL(request.body.get('success_url')!);
    expect(success.pathname).toBe(`/api/www/v1/invoice/${invoice}/callback`);
    expect(success.searchParams.get('session_id')).toBe('{CHECKOUT_SESSION_ID}');
    expect(new URL(request.body.get('cancel_url')!).searchParams.get('cancelled')).toBe('1');

    // Back before Stripe says paid: nothing is credited, the payer is told it is being confirmed.
    const back = `${success.pathname.replace(/^\/api/, '')}?attempt=${success.searchParams.get('attempt')}&lang=fa&session_id=${id}`;
    expect((await callApi(back)).headers.get('location')).toMatch(/\/error-2$/);
    expect(await walletBalance(handle.db, userId)).toBe(0);
    // Paid at Stripe: the return is verified by reading the session back.
    Object.assign(sessions.get(id)!, { status: 'complete', payment_status: 'paid' });
    expect((await callApi(back)).headers.get('location')).toBe('/profile/dashboard/wallet');
    expect((await callApi(back)).headers.get('location')).toBe('/profile/dashboard/wallet');
    expect(await walletBalance(handle.db, userId)).toBe(1_250);
    expect(recorded.filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/checkout/sessions/${id}`)).length).toBeGreaterThanOrEqual(2);
  });

  it('a cancelled checkout charges nothing', async () => {
    const { token, userId, invoice } = await topUpInvoice(900);
    const { id, request } = await startAtStripe(token, invoice);
    const cancel = new URL(request.body.get('cancel_url')!.replace('{CHECKOUT_SESSION_ID}', id));
    const answer = await callApi(`${cancel.pathname.replace(/^\/api/, '')}${cancel.search}`);
    expect(answer.headers.get('location')).toMatch(/\/error-1$/);
    expect(await walletBalance(handle.db, userId)).toBe(0);
  });

  it('accepts a correctly signed webhook once, and refuses a wrong signature', async () => {
    const { token, userId, invoice } = await topUpInvoice(2_000);
    const { id } = await startAtStripe(token, invoice);
    const event = JSON.stringify({
      id: `evt_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id, object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: 2_000, currency: 'eur' } },
    });
    const forged = await webhook(event, signed(event, 'whsec_someone_else'));
    expect(forged.status).toBe(400);
    const tampered = await webhook(event.replace('2000', '9000'), signed(event));
    expect(tampered.status).toBe(400);
    expect(await walletBalance(handle.db, userId)).toBe(0);
    const answers = await Promise.all([webhook(event, signed(event)), webhook(event, signed(event))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await webhook(event, signed(event))).status).toBe(200);
    expect(await walletBalance(handle.db, userId)).toBe(2_000);
  });
});
