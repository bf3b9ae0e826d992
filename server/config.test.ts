import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, resetConfigForTests, serverConfig, serverConfigOrExit } from './config';
import { problemsOf } from '@/tests/config';

describe('loadConfig', () => {
  it('gives the README defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3000,
      siteUrl: 'http://localhost:3000',
      database: { url: undefined, pool: { max: 10, idleTimeoutMs: 30_000, connectTimeoutMs: 5_000 } },
      redis: { url: undefined, keyPrefix: 'tutorly:' },
      trustProxy: false,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
      distDir: '.next',
      seedTutors: undefined,
      uploads: {
        maxBytes: 524_288_000,
        maxOpen: 10,
        maxOpenBytes: 2_147_483_648,
        abandonedHours: 24,
        directory: path.resolve('.data/uploads'),
        s3: null,
      },
      messaging: { delivery: 'outbox', sms: null },
      devOutbox: false,
      testRoutes: false,
      cookieSecure: false,
      authSecret: '',
      paymentGatewayHost: 'sandbox.payment-gateway.example',
    });
    expect(config.database.pgliteDataDir).toBe(path.join(process.cwd(), '.data/pglite'));
  });

  it('parses good values into typed settings', () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: '8080',
      SITE_URL: 'https://tutorly.example/',
      DATABASE_URL: 'postgres://app:pw@db:5432/tutorly',
      DATABASE_POOL_MAX: '20',
      DATABASE_POOL_IDLE_MS: '0',
      REDIS_URL: 'rediss://cache:6380',
      REDIS_KEY_PREFIX: 'staging:',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '2000',
      SEED_TUTORS: '20',
      UPLOAD_MAX_BYTES: '1048576',
      UPLOAD_S3_BUCKET: 'uploads',
      UPLOAD_S3_ENDPOINT: 'http://minio:9000',
      UPLOAD_S3_FORCE_PATH_STYLE: 'true',
      MESSAGE_DELIVERY: 'http',
      SMS_API_URL: 'https://sms.example/send',
      SMS_API_KEY: 'k',
      TEST_ROUTES: '1',
      DEV_OUTBOX: '0',
      AUTH_SECRET: 'pepper',
      PAYMENT_GATEWAY_HOST: 'pay.example.com',
      NEXT_PUBLIC_API_BASE: 'https://api.example.com/api',
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      siteUrl: 'https://tutorly.example',
      database: { url: 'postgres://app:pw@db:5432/tutorly', pool: { max: 20, idleTimeoutMs: 0, connectTimeoutMs: 5_000 } },
      redis: { url: 'rediss://cache:6380', keyPrefix: 'staging:' },
      trustProxy: true,
      logLevel: 'warn',
      shutdownTimeoutMs: 2000,
      seedTutors: 20,
      uploads: { maxBytes: 1_048_576, s3: { bucket: 'uploads', endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true } },
      messaging: { delivery: 'http', sms: { url: 'https://sms.example/send', key: 'k', sender: '' } },
      testRoutes: true,
      devOutbox: false,
      cookieSecure: true,
      authSecret: 'pepper',
      paymentGatewayHost: 'pay.example.com',
    });
  });

  it('pays tutors by bank file from the development debtor unless told otherwise (issue 31)', () => {
    expect(loadConfig({}).payouts).toEqual({ rail: 'bank_file', debtor: { name: 'Tutorly', iban: 'DE89370400440532013000', bic: null }, stripe: null });
    const set = loadConfig({
      PAYOUT_RAIL: 'stripe_connect',
      STRIPE_SECRET_KEY: 'sk_test_x',
      PAYOUT_DEBTOR_NAME: 'Tutorly GmbH',
      PAYOUT_DEBTOR_IBAN: 'de02 1203 0000 0000 2020 51',
      PAYOUT_DEBTOR_BIC: 'byladem1001',
    });
    expect(set.payouts).toEqual({
      rail: 'stripe_connect',
      debtor: { name: 'Tutorly GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      stripe: { secretKey: 'sk_test_x', apiUrl: undefined },
    });
  });

  it('keeps e-mail in the outbox unless EMAIL_DELIVERY=smtp, which reads the SMTP settings (issue 33)', () => {
    expect(loadConfig({}).email).toEqual({ delivery: 'outbox', smtp: null });
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@b.example' }).email.smtp).toBeNull();
    expect(loadConfig({ EMAIL_DELIVERY: 'smtp', SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'Tutorly <a@b.example>' }).email.smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: null,
      password: null,
      from: 'Tutorly <a@b.example>',
    });
    const tls = loadConfig({
      EMAIL_DELIVERY: 'smtp',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_USER: 'u',
      SMTP_PASSWORD: 'p',
      SMTP_FROM: 'a@b.example',
    });
    expect(tls.email.smtp).toMatchObject({ port: 465, secure: true, user: 'u', password: 'p' });
  });

  it("without SITE_URL, the site's own address follows PORT (issue 15)", () => {
    expect(loadConfig({ PORT: '3150' })).toMatchObject({ port: 3150, siteUrl: 'http://localhost:3150' });
    expect(loadConfig({ PORT: '3150', SITE_URL: 'https://tutorly.example' })).toMatchObject({ siteUrl: 'https://tutorly.example' });
  });

  it('counts a blank variable as unset, and lets COOKIE_SECURE override SITE_URL', () => {
    expect(loadConfig({ PORT: '', SITE_URL: '  ' })).toMatchObject({ port: 3000, siteUrl: 'http://localhost:3000' });
    expect(loadConfig({ SITE_URL: 'https://tutorly.example', COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ DATABASE_POOL_MAX: '-1' }, 'DATABASE_POOL_MAX must be a whole number of at least 1 (got "-1")'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be a whole number of at least 1'],
    [{ UPLOAD_MAX_BYTES: '10MB' }, 'UPLOAD_MAX_BYTES must be a whole number of at least 1'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL must be a URL starting with http:// or https:// (got "not a url")'],
    [{ SITE_URL: 'ftp://tutorly.example' }, 'SITE_URL must be a URL starting with http:// or https://'],
    [{ DATABASE_URL: 'mysql://db/tutorly' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL starting with redis:// or rediss://'],
    [{ MESSAGE_DELIVERY: 'http' }, 'SMS_API_URL is required when MESSAGE_DELIVERY=http'],
    [{ MESSAGE_DELIVERY: 'http', SMS_API_URL: 'https://sms.example' }, 'SMS_API_KEY is required when MESSAGE_DELIVERY=http'],
    [{ MESSAGE_DELIVERY: 'smtp' }, 'MESSAGE_DELIVERY must be outbox or http (got "smtp")'],
    [{ EMAIL_DELIVERY: 'smtp', SMTP_FROM: 'a@b.example' }, 'SMTP_HOST is required when EMAIL_DELIVERY=smtp'],
    [{ EMAIL_DELIVERY: 'smtp', SMTP_HOST: 'smtp.example.com' }, 'SMTP_FROM is required when EMAIL_DELIVERY=smtp'],
    [{ EMAIL_DELIVERY: 'smtp', SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@b.example', SMTP_USER: 'u' }, 'SMTP_PASSWORD is required when SMTP_USER is set'],
    [{ SMTP_PORT: '70000' }, 'SMTP_PORT must be a whole number from 1 to 65535'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be 1 or 0 (or true / false) (got "yes")'],
    [{ PAYMENT_GATEWAY_HOST: 'https://pay.example.com/' }, 'PAYMENT_GATEWAY_HOST must be a host name'],
    [{ NEXT_PUBLIC_API_BASE: 'api' }, 'NEXT_PUBLIC_API_BASE must be a path starting with / or an http(s):// URL'],
    [{ NEXT_PUBLIC_GTM_ID: 'UA-1234' }, 'NEXT_PUBLIC_GTM_ID must be a Tag Manager container id'],
    [{ PAYOUT_RAIL: 'paypal' }, 'PAYOUT_RAIL must be bank_file or stripe_connect (got "paypal")'],
    [{ PAYOUT_RAIL: 'stripe_connect' }, 'STRIPE_SECRET_KEY is required when PAYOUT_RAIL=stripe_connect'],
    [{ PAYOUT_DEBTOR_IBAN: 'DE89 3704 0044 0532 0130 01' }, 'PAYOUT_DEBTOR_IBAN must be a SEPA IBAN'],
    [{ PAYOUT_DEBTOR_NAME: 'آموزش تیوترلی' }, 'PAYOUT_DEBTOR_NAME must be 1 to 70 of the SEPA characters'],
    [{ PAYOUT_DEBTOR_BIC: 'COBA-DE' }, 'PAYOUT_DEBTOR_BIC must be a BIC of 8 or 11 letters and digits'],
  ])('rejects %j with a message naming the variable', (env, expected) => {
    const message = problemsOf(env);
    expect(message).toContain('Invalid configuration');
    expect(message).toContain(expected);
  });

  it('lists every bad variable at once, one per line', () => {
    const message = problemsOf({ PORT: 'abc', DATABASE_POOL_MAX: '-1', SITE_URL: 'not a url', MESSAGE_DELIVERY: 'http' });
    const lines = message.split('\n').filter((line) => line.startsWith('  - '));
    expect(lines.map((line) => line.split(' ')[3])).toEqual(expect.arrayContaining(['PORT', 'DATABASE_POOL_MAX', 'SITE_URL', 'SMS_API_URL', 'SMS_API_KEY']));
    expect(lines).toHaveLength(5);
  });

  it('does not repeat the value of a secret', () => {
    const message = problemsOf({ DATABASE_URL: 'mysql://app:hunter22@db/tutorly', REDIS_URL: 'http://:s3cret@cache' });
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('REDIS_URL');
    expect(message).not.toContain('hunter22');
    expect(message).not.toContain('s3cret');
  });
});

describe('serverConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetConfigForTests();
  });

  it('parses process.env once, until reset', () => {
    vi.stubEnv('PORT', '4001');
    resetConfigForTests();
    expect(serverConfig().port).toBe(4001);
    vi.stubEnv('PORT', '4002');
    expect(serverConfig().port).toBe(4001);
    resetConfigForTests();
    expect(serverConfig().port).toBe(4002);
  });

  it('at start, prints the problems and exits 1 on a bad environment', () => {
    vi.stubEnv('PORT', 'abc');
    resetConfigForTests();
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => serverConfigOrExit()).toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed.mock.calls[0]?.[0]).toContain('PORT must be a whole number');
  });
});
