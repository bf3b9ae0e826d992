import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { serverConfig } from '@/server/config';

/**
 * The payment routes that answer redirects, HTML or CSV rather than the API's JSON (left out of
 * server/api/fuzz.test.ts): generated bad input, the same promise — never a 5xx or a stack trace,
 * refusals in the API's error shape, and every redirect to our own origin (or the gateway's page).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const STACK = [/\n\s+at\s/, /node_modules/, /\.tsx?:\d+/];

let handle: DbHandle;
let token: string;
let invoice: string;

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  token = (await signInByCode(handle.db, uniqueTestMobile())).token;
  invoice = (await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token })).body.data.invoice;
});
afterAll(() => handle.close());

const odd = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', '\u0000', '-1', '1e309', '99999999999999999999', 'NaN', 'f'.repeat(64), '../..', '%ff', 'https://evil.example/'),
);
const enc = (text: string) => encodeURIComponent(text.toWellFormed());
const uuidish = fc.oneof(
  fc.constant('__own__'),
  fc.uuid(),
  odd.map((s) => enc(s) || 'x'),
);
const queryArb = fc.array(
  fc.tuple(fc.constantFrom('attempt', 'reference', 'status', 'signature', 'lang', 'wallet', 'session_id', 'cancelled', 'type', 'from', 'to', 'page', 'x'), odd),
  { maxLength: 6 },
);
const queryOf = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${enc(v)}`).join('&');

function problems(answer: { status: number; headers: Headers; text: string }, allowExternal = false): string[] {
  const found: string[] = [];
  if (answer.status >= 500) found.push(`server error ${answer.status}`);
  if (STACK.some((pattern) => pattern.test(answer.text))) found.push('stack trace');
  const location = answer.headers.get('location');
  if (answer.status >= 300 && answer.status < 400) {
    const own = location?.startsWith('/') && !location.startsWith('//');
    const gateway = allowExternal && location?.startsWith(`${serverConfig().payments.sandboxBaseUrl}/api/sandbox-gateway/pay/`);
    if (!own && !gateway) found.push(`redirect off our origin: ${location}`);
  }
  if (answer.status >= 400 && !answer.headers.get('content-type')?.includes('application/json')) found.push('an error that is not JSON');
  return found;
}

describe('payment routes outside the JSON fuzzing: never a 5xx, redirects only to our own origin', () => {
  it('GET /www/v1/invoice/:uuid/online-payment and /callback', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('online-payment', 'callback'), uuidish, queryArb, fc.boolean(), async (route, id, query, signedIn) => {
        const path = `/www/v1/invoice/${id === '__own__' ? invoice : id}/${route}?${queryOf(query)}`;
        const answer = await callApi(path, { token: signedIn ? token : undefined, locale: 'en-US' });
        expect(problems(answer, route === 'online-payment'), `${path} → ${answer.status} ${answer.text.slice(0, 200)}`).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /www/v1/wallet/transactions.csv', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const answer = await callApi(`/www/v1/wallet/transactions.csv?${queryOf(query)}`, { token });
        expect(problems(answer)).toEqual([]);
        if (answer.status === 200) expect(answer.text.startsWith('id,date,type,amount_eur,wallet_eur,invoice')).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('the sandbox gateway page and its form', async () => {
    await fc.assert(
      fc.asyncProperty(uuidish, fc.constantFrom('GET', 'POST'), fc.record({ choice: odd, token: odd }), async (id, method, form) => {
        const path = `/sandbox-gateway/pay/${id === '__own__' ? '00000000-0000-4000-8000-000000000000' : id}`;
        const answer = await callApi(path, {
          method,
          headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
          body: method === 'POST' ? new URLSearchParams(form).toString() : undefined,
        });
        expect(problems(answer), `${method} ${path} → ${answer.status}`).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /www/v1/payments/stripe-webhook refuses what is not signed', async () => {
    await fc.assert(
      fc.asyncProperty(odd, fc.option(odd.map((s) => s.replace(/[^\x20-\x7e]/g, ''))), async (body, signature) => {
        const answer = await callApi('/www/v1/payments/stripe-webhook', {
          method: 'POST',
          csrf: false,
          headers: signature === null ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        });
        expect(problems(answer)).toEqual([]);
        expect(answer.status).toBe(400);
      }),
      { numRuns: RUNS },
    );
  });
});
