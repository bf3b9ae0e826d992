import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { stripeClient } from '@/server/payments';
import { bankFileRail, type PayoutOrder, payoutRailFor, stripeConnectRail } from './payout-rails';

/**
 * The Stripe Connect payout rail without the internet, as the Stripe Checkout adapter is tested
 * (server/payments/stripe.test.ts): the official client talks to a local server that records what
 * it is sent and answers as Stripe would, or with the answer a test gives it.
 */
interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: URLSearchParams;
}
const recorded: Recorded[] = [];
let answer: { status: number; body: unknown } | null = null;
let server: http.Server;
let apiUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const body = new URLSearchParams(data);
      recorded.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (answer) {
        res.statusCode = answer.status;
        res.end(JSON.stringify(answer.body));
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/transfers') {
        res.end(
          JSON.stringify({
            id: `tr_test_${recorded.length}`,
            object: 'transfer',
            amount: Number(body.get('amount')),
            currency: body.get('currency'),
            destination: body.get('destination'),
            transfer_group: body.get('transfer_group'),
            metadata: { payout_id: body.get('metadata[payout_id]') },
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  recorded.length = 0;
  answer = null;
});

const rail = () => stripeConnectRail(() => stripeClient({ secretKey: 'sk_test_tutorly', apiUrl }));
const order = (over: Partial<PayoutOrder> = {}): PayoutOrder => ({
  payoutId: 42,
  batchId: 'B-2027-03-01-0a1b2c3d',
  amountCents: 2_250,
  currency: 'EUR',
  connectedAccountId: 'acct_1TutorlyTest',
  ...over,
});

describe('the Stripe Connect payout rail', () => {
  it("transfers the payout in EUR cents to the tutor's connected account, once per payout (idempotency key)", async () => {
    expect(await rail().send(order())).toEqual({ status: 'paid', reference: 'tr_test_1' });
    expect(recorded).toHaveLength(1);
    const request = recorded[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/transfers' });
    expect(request.headers.authorization).toBe('Bearer sk_test_tutorly');
    expect(request.headers['idempotency-key']).toBe('payout:42:transfer');
    expect(Object.fromEntries(request.body)).toEqual({
      amount: '2250',
      currency: 'eur',
      destination: 'acct_1TutorlyTest',
      transfer_group: 'B-2027-03-01-0a1b2c3d',
      'metadata[payout_id]': '42',
    });
  });

  it("maps Stripe's refusal to a failed payout with Stripe's reason", async () => {
    answer = {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'destination', message: "No such destination: 'acct_gone'" } },
    };
    expect(await rail().send(order({ connectedAccountId: 'acct_gone' }))).toEqual({ status: 'failed', reason: "Stripe: No such destination: 'acct_gone'" });
    expect(recorded).toHaveLength(1);
  });

  it('throws when Stripe cannot answer (the money may move yet): a retry sends the same key', async () => {
    answer = { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } };
    await expect(rail().send(order())).rejects.toThrow(/went wrong/);
    expect(recorded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(recorded.map((r) => r.headers['idempotency-key']))).toEqual(new Set(['payout:42:transfer']));
  });

  it('fails without asking Stripe when the tutor has no connected account or the payout is not in EUR', async () => {
    expect(await rail().send(order({ connectedAccountId: null }))).toMatchObject({ status: 'failed' });
    expect(await rail().send(order({ currency: 'USD' }))).toMatchObject({ status: 'failed' });
    expect(recorded).toEqual([]);
  });
});

describe('the payout rail the settings choose', () => {
  it('is the bank file by default, which leaves the answer to the bank', async () => {
    const chosen = payoutRailFor(loadConfig({}).payouts);
    expect(chosen).toBe(bankFileRail);
    expect(await chosen.send(order())).toEqual({ status: 'awaiting_bank' });
    expect(recorded).toEqual([]);
  });

  it('is Stripe Connect with PAYOUT_RAIL=stripe_connect and the platform key', async () => {
    const settings = loadConfig({ PAYOUT_RAIL: 'stripe_connect', STRIPE_SECRET_KEY: 'sk_test_tutorly', STRIPE_API_URL: apiUrl }).payouts;
    const chosen = payoutRailFor(settings);
    expect(chosen.name).toBe('stripe_connect');
    expect(await chosen.send(order({ payoutId: 7 }))).toMatchObject({ status: 'paid' });
    expect(recorded[0]!.headers['idempotency-key']).toBe('payout:7:transfer');
  });
});
