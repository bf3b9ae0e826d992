import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, resetConfigForTests } from '@/server/config';
import { problemsOf } from '@/tests/config';
import { createApi } from '@/server/app/api';
import { activeGateway } from './gateways';
import { sandboxSignatureValid } from './gateways/sandbox-signature';

/**
 * Issue 28, finding 4: the sandbox gateway (pay without a card) was on by default, also in
 * production, and signed with a secret written in the code. Off unless configured on, refused where
 * the server looks public, and never with a secret anyone could read.
 */
const SECRET = 'a-secret-of-this-test-only-0123456789';

describe('the sandbox gateway setting', () => {
  it('is off unless PAYMENT_GATEWAY turns it on, and has no secret then', () => {
    expect(loadConfig({}).payments).toMatchObject({ gateway: null, sandboxSecret: null });
    expect(loadConfig({ NODE_ENV: 'production' }).payments.gateway).toBeNull();
    expect(loadConfig({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_SECRET: SECRET }).payments).toMatchObject({ gateway: 'sandbox', sandboxSecret: SECRET });
  });

  it('needs a secret of its own (no default)', () => {
    expect(problemsOf({ PAYMENT_GATEWAY: 'sandbox' })).toContain('PAYMENT_SANDBOX_SECRET is required when PAYMENT_GATEWAY=sandbox');
    expect(problemsOf({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_SECRET: 'short' })).toContain('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
  });

  it.each([
    [
      { MESSAGE_DELIVERY: 'http', SMS_API_URL: 'https://sms.example', SMS_API_KEY: 'k', PAYMENT_SANDBOX_LOCAL: '1' },
      'PAYMENT_GATEWAY must not be sandbox when MESSAGE_DELIVERY=http',
    ],
    [{ SITE_URL: 'https://tutorly.example', PAYMENT_SANDBOX_LOCAL: '1' }, 'PAYMENT_GATEWAY must not be sandbox when SITE_URL is https'],
    [{ NODE_ENV: 'production' }, 'PAYMENT_GATEWAY must not be sandbox under NODE_ENV=production unless PAYMENT_SANDBOX_LOCAL=1'],
  ])('is refused at start where the server looks like production: %j', (env, expected) => {
    expect(problemsOf({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_SECRET: SECRET, ...env })).toContain(expected);
  });

  it('runs in a local production run that opts in (npm start, the e2e and cluster servers)', () => {
    const config = loadConfig({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_SECRET: SECRET, NODE_ENV: 'production', PAYMENT_SANDBOX_LOCAL: '1' });
    expect(config.payments.gateway).toBe('sandbox');
  });
});

describe('a server without the sandbox gateway', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it('serves no sandbox page, believes no signature (not even one made with the old default secret) and takes no card payment', async () => {
    vi.stubEnv('PAYMENT_GATEWAY', '');
    vi.stubEnv('PAYMENT_SANDBOX_SECRET', '');
    resetConfigForTests();
    const api = createApi();
    const page = await api.fetch(new Request('http://localhost/api/sandbox-gateway/pay/3f1c4a52-8b0e-4d9a-9c51-2a7e6f0b1d23'));
    expect(page.status).toBe(404);
    const forged = createHmac('sha256', 'tutorly-sandbox-gateway').update('form|3f1c4a52-8b0e-4d9a-9c51-2a7e6f0b1d23').digest('hex');
    expect(sandboxSignatureValid(forged, 'form', '3f1c4a52-8b0e-4d9a-9c51-2a7e6f0b1d23')).toBe(false);
    expect(() => activeGateway()).toThrow(expect.objectContaining({ kind: 'conflict', code: 'card_payment_unavailable' }));
  });
});

describe('the local runs turn it on themselves (scripts/lib.mjs localSandboxGateway)', () => {
  const envAfter = (env: Record<string, string>) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { localSandboxGateway } = await import('./scripts/lib.mjs'); const env = ${JSON.stringify(env)}; localSandboxGateway(env); console.log(JSON.stringify(env));`,
        ],
        {
          encoding: 'utf8',
        },
      ),
    ) as Record<string, string>;

  it('with a random secret per run, unless one is given', () => {
    const first = envAfter({});
    const second = envAfter({});
    expect(first).toMatchObject({ PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_LOCAL: '1', PAYMENT_SANDBOX_SECRET: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(second.PAYMENT_SANDBOX_SECRET).not.toBe(first.PAYMENT_SANDBOX_SECRET);
    expect(envAfter({ PAYMENT_SANDBOX_SECRET: SECRET }).PAYMENT_SANDBOX_SECRET).toBe(SECRET);
    expect(loadConfig({ NODE_ENV: 'production', ...first }).payments.gateway).toBe('sandbox');
  });

  it('never where the run looks public, and never over a gateway chosen by hand', () => {
    expect(envAfter({ MESSAGE_DELIVERY: 'http' })).toEqual({ MESSAGE_DELIVERY: 'http' });
    expect(envAfter({ SITE_URL: 'https://tutorly.example' })).toEqual({ SITE_URL: 'https://tutorly.example' });
    expect(envAfter({ PAYMENT_GATEWAY: 'stripe' })).toEqual({ PAYMENT_GATEWAY: 'stripe' });
  });
});
