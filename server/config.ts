/**
 * The server's settings: every server-side `process.env` read goes through here (docs/decisions.md,
 * "Issue 14"). `loadConfig(env)` is pure: it validates the environment with zod and answers typed,
 * named settings, or throws one ConfigError naming every bad variable. `serverConfig()` parses
 * `process.env` once per process (module) and remembers it; tests that change `process.env` call
 * `resetConfigForTests()` afterwards. Server-only (also the proxy's, which runs on Node): browser
 * code reads lib/config/public.ts instead. Keep this file free of pino, pg and other heavy imports.
 */
import path from 'node:path';
import { z } from 'zod';
import { publicEnvProblems } from '@/lib/config/public';
import { compactIban, isSepaIban, isSepaText } from '@/lib/schemas/iban';
import type { UploadConfig } from '@/server/uploads/config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  host: string;
  port: number;
  /** Absolute base of canonical URLs, without a trailing slash. */
  siteUrl: string;
  database: {
    /** PostgreSQL; unset, the embedded PGlite in `pgliteDataDir`. */
    url?: string;
    pool: { max: number; idleTimeoutMs: number; connectTimeoutMs: number };
    pgliteDataDir: string;
  };
  redis: { url?: string; keyPrefix: string };
  /** Messages one person may send per minute, across threads and servers (issue 32). */
  conversations: { messagesPerMinute: number };
  /** The client's address is the last X-Forwarded-For entry (only behind our own proxy). */
  trustProxy: boolean;
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** BUILD_ID (build time) and the Next dist folder the server reads its build from. */
  buildId?: string;
  distDir: string;
  /** Demo tutors the seed makes; unset, the seed script's own default. */
  seedTutors?: number;
  uploads: UploadConfig;
  messaging: {
    delivery: 'outbox' | 'http';
    /** Set exactly when delivery is `http`. */
    sms: { url: string; key: string; sender: string } | null;
  };
  /** E-mail (issue 33): kept in the outbox, or sent through an SMTP server (EMAIL_DELIVERY=smtp). */
  email: EmailConfig;
  /** The message outbox page at /dev/outbox (DEV_OUTBOX=1). */
  devOutbox: boolean;
  /** Public pages rendered once for anonymous visitors (server/page-cache); PAGE_CACHE=0 turns it off. */
  pageCache: boolean;
  /** Test-only pages and API routes (TEST_ROUTES=1). */
  testRoutes: boolean;
  /** Cookies carry Secure: COOKIE_SECURE when set, else whether SITE_URL is https. */
  cookieSecure: boolean;
  /** Pepper for one-time code hashes ('' when unset). */
  authSecret: string;
  /** Signs video packages' streaming addresses (issue 33): VIDEO_STREAM_SECRET, else AUTH_SECRET; null: a random one per process. */
  videoStreamSecret: string | null;
  paymentGatewayHost: string;
  /** Online payment (issue 18, README "Payments"): the built-in sandbox gateway or Stripe Checkout. */
  payments: PaymentsConfig;
  /** Lesson rooms (issue 30): a Jitsi Meet base address and, where the deployment signs room tokens, its secret. */
  lessonRoom: { baseUrl: string; jwtSecret: string | null; jwtAppId: string };
  /** Paying tutors (issue 31): the platform's account a SEPA file debits, and the rail payouts go by. */
  payouts: PayoutsConfig;
}

export interface EmailConfig {
  delivery: 'outbox' | 'smtp';
  /** Set exactly when delivery is `smtp`; `secure` is TLS from the start (port 465), else STARTTLS when offered. */
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null; from: string } | null;
}

export const PAYOUT_RAILS = ['bank_file', 'stripe_connect'] as const;

export interface PayoutsConfig {
  /** How a batched payout reaches the tutor: a bank file the operator uploads (default), or Stripe Connect transfers. */
  rail: (typeof PAYOUT_RAILS)[number];
  /** The debtor of the SEPA credit transfer file (pain.001): the platform's own account; `bic` null is "NOTPROVIDED". */
  debtor: { name: string; iban: string; bic: string | null };
  /** Set exactly when the rail is Stripe Connect: the platform's key (STRIPE_SECRET_KEY). */
  stripe: { secretKey: string; apiUrl?: string } | null;
}

export interface PaymentsConfig {
  /** Where card payments go; null (PAYMENT_GATEWAY unset): none, the wallet only. */
  gateway: 'sandbox' | 'stripe' | null;
  /** Where the sandbox gateway's hosted page is: PAYMENT_GATEWAY_HOST when set, else the site's own address. */
  sandboxBaseUrl: string;
  /** Signs the sandbox gateway's answers (HMAC-SHA256): PAYMENT_SANDBOX_SECRET, set exactly when the gateway is the sandbox. */
  sandboxSecret: string | null;
  /** Set exactly when the gateway is Stripe. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | null;
  /** Minutes an unpaid invoice stays payable. */
  invoiceLifetimeMinutes: number;
}

/** Without SITE_URL the site's own address follows PORT (sign-in SMS, canonical links name the real port). */
export const defaultSiteUrl = (port: number) => `http://localhost:${port}`;
export const DEFAULT_PAYMENT_GATEWAY_HOST = 'sandbox.payment-gateway.example';
/** A development debtor for the SEPA file: the ISO 13616 example IBAN, which no bank will debit for us. */
export const DEFAULT_PAYOUT_DEBTOR = { name: 'Tutorly', iban: 'DE89370400440532013000' } as const;
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const DEFAULT_MAX_UPLOAD_BYTES = 500 * 1024 * 1024;
const DEFAULT_MAX_OPEN_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;

// Values whose text must not reach a log (they may hold passwords or keys).
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'AUTH_SECRET',
  'VIDEO_STREAM_SECRET',
  'SMS_API_KEY',
  'SMTP_PASSWORD',
  'PAYMENT_SANDBOX_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'UPLOAD_S3_ACCESS_KEY_ID',
  'UPLOAD_S3_SECRET_ACCESS_KEY',
]);

// A blank variable counts as unset (deploy tools often write `NAME=`).
const blankAsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  return optional(
    z
      .string()
      .regex(/^\d+$/, { error: `must be a whole number ${range}` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: `must be a whole number ${range}` }),
  );
}

function url(protocols: string[]) {
  const names = protocols.map((p) => `${p}//`).join(' or ');
  return optional(z.string().refine((value) => protocols.includes(parsedUrl(value)?.protocol ?? ''), { error: `must be a URL starting with ${names}` }));
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const FLAG_VALUES = ['1', '0', 'true', 'false'];
const flag = optional(
  z
    .string()
    .refine((value) => FLAG_VALUES.includes(value.toLowerCase()), { error: 'must be 1 or 0 (or true / false)' })
    .transform((value) => value === '1' || value.toLowerCase() === 'true'),
);

const text = optional(z.string());

const envSchema = z
  .object({
    HOST: text,
    PORT: wholeNumber(0, 65_535),
    SITE_URL: url(['http:', 'https:']),
    DATABASE_URL: url(['postgres:', 'postgresql:']),
    DATABASE_POOL_MAX: wholeNumber(1),
    DATABASE_POOL_IDLE_MS: wholeNumber(0),
    DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(0),
    PGLITE_DATA_DIR: text,
    REDIS_URL: url(['redis:', 'rediss:']),
    REDIS_KEY_PREFIX: text,
    TRUST_PROXY: flag,
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
    VITEST: text,
    SHUTDOWN_TIMEOUT_MS: wholeNumber(0),
    KEEP_ALIVE_TIMEOUT_MS: wholeNumber(0),
    BUILD_ID: text,
    NEXT_DIST_DIR: text,
    SEED_TUTORS: wholeNumber(0),
    UPLOAD_DIR: text,
    CONVERSATION_MESSAGES_PER_MINUTE: wholeNumber(1, 100_000),
    UPLOAD_MAX_BYTES: wholeNumber(1),
    UPLOAD_MAX_OPEN: wholeNumber(1, 1000),
    UPLOAD_MAX_OPEN_BYTES: wholeNumber(1),
    UPLOAD_ABANDONED_HOURS: wholeNumber(1, 24 * 365),
    UPLOAD_S3_BUCKET: text,
    UPLOAD_S3_ENDPOINT: url(['http:', 'https:']),
    UPLOAD_S3_REGION: text,
    UPLOAD_S3_ACCESS_KEY_ID: text,
    UPLOAD_S3_SECRET_ACCESS_KEY: text,
    UPLOAD_S3_FORCE_PATH_STYLE: flag,
    MESSAGE_DELIVERY: optional(z.enum(['outbox', 'http'], { error: 'must be outbox or http' })),
    SMS_API_URL: url(['http:', 'https:']),
    SMS_API_KEY: text,
    SMS_SENDER: text,
    EMAIL_DELIVERY: optional(z.enum(['outbox', 'smtp'], { error: 'must be outbox or smtp' })),
    SMTP_HOST: optional(z.string().regex(/^[a-z0-9.-]+$/i, { error: 'must be a host name like smtp.example.com' })),
    SMTP_PORT: wholeNumber(1, 65_535),
    SMTP_SECURE: flag,
    SMTP_USER: text,
    SMTP_PASSWORD: text,
    SMTP_FROM: text,
    DEV_OUTBOX: flag,
    PAGE_CACHE: flag,
    TEST_ROUTES: flag,
    COOKIE_SECURE: flag,
    AUTH_SECRET: text,
    VIDEO_STREAM_SECRET: optional(z.string().min(16, { error: 'must be at least 16 characters (a random secret of its own)' })),
    PAYMENT_GATEWAY_HOST: optional(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, { error: 'must be a host name like pay.example.com (no scheme or path)' })),
    PAYMENT_GATEWAY: optional(z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' })),
    PAYMENT_SANDBOX_SECRET: optional(z.string().min(16, { error: 'must be at least 16 characters (a random secret of its own)' })),
    PAYMENT_SANDBOX_LOCAL: flag,
    NODE_ENV: text,
    STRIPE_SECRET_KEY: text,
    STRIPE_WEBHOOK_SECRET: text,
    STRIPE_API_URL: url(['http:', 'https:']),
    INVOICE_LIFETIME_MINUTES: wholeNumber(5, 60 * 24 * 60),
    LESSON_ROOM_BASE_URL: url(['https:', 'http:']),
    LESSON_ROOM_JWT_SECRET: optional(z.string().min(16, { error: 'must be at least 16 characters' })),
    LESSON_ROOM_JWT_APP_ID: text,
    PAYOUT_RAIL: optional(z.enum(PAYOUT_RAILS, { error: `must be ${PAYOUT_RAILS.join(' or ')}` })),
    PAYOUT_DEBTOR_NAME: optional(
      z.string().refine((name) => isSepaText(name), { error: "must be 1 to 70 of the SEPA characters (Latin letters, digits, space and / - ? : ( ) . , ' +)" }),
    ),
    PAYOUT_DEBTOR_IBAN: optional(z.string().transform(compactIban).refine(isSepaIban, { error: 'must be a SEPA IBAN (country, length and checksum)' })),
    PAYOUT_DEBTOR_BIC: optional(z.string().toUpperCase().regex(BIC, { error: 'must be a BIC of 8 or 11 letters and digits' })),
  })
  .superRefine((env, context) => {
    if (env.PAYMENT_GATEWAY === 'sandbox') sandboxProblems(env, context);
    if (env.PAYMENT_GATEWAY === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_GATEWAY=stripe' });
      }
    }
    if (env.PAYOUT_RAIL === 'stripe_connect' && !env.STRIPE_SECRET_KEY) {
      context.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYOUT_RAIL=stripe_connect' });
    }
    if (env.EMAIL_DELIVERY === 'smtp') {
      for (const name of ['SMTP_HOST', 'SMTP_FROM'] as const) {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when EMAIL_DELIVERY=smtp' });
      }
      if (env.SMTP_USER && !env.SMTP_PASSWORD) context.addIssue({ code: 'custom', path: ['SMTP_PASSWORD'], message: 'is required when SMTP_USER is set' });
    }
    if (env.MESSAGE_DELIVERY !== 'http') return;
    for (const name of ['SMS_API_URL', 'SMS_API_KEY'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when MESSAGE_DELIVERY=http' });
    }
  });

type EnvSettings = Partial<Record<'PAYMENT_SANDBOX_SECRET' | 'MESSAGE_DELIVERY' | 'SITE_URL' | 'NODE_ENV', string>> & { PAYMENT_SANDBOX_LOCAL?: boolean };

/**
 * The sandbox gateway pays without a card: it runs only where nobody real pays (issue 28). It needs
 * its own secret (no default anyone could read), and it is refused on a server that looks like
 * production: real SMS, an https SITE_URL, or NODE_ENV=production without PAYMENT_SANDBOX_LOCAL=1
 * (the local production runs: `npm start`, the e2e and cluster servers).
 */
function sandboxProblems(env: EnvSettings, context: z.RefinementCtx): void {
  const refuse = (message: string) => context.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY'], message });
  if (!env.PAYMENT_SANDBOX_SECRET) context.addIssue({ code: 'custom', path: ['PAYMENT_SANDBOX_SECRET'], message: 'is required when PAYMENT_GATEWAY=sandbox' });
  if (env.MESSAGE_DELIVERY === 'http') refuse('must not be sandbox when MESSAGE_DELIVERY=http (a server that texts real people takes real payments)');
  if (env.SITE_URL?.startsWith('https://')) refuse('must not be sandbox when SITE_URL is https (a public site takes real payments)');
  else if (env.NODE_ENV === 'production' && !env.PAYMENT_SANDBOX_LOCAL) {
    refuse('must not be sandbox under NODE_ENV=production unless PAYMENT_SANDBOX_LOCAL=1 (a local production run)');
  }
}

export type ConfigProblem = { variable: string; problem: string };

/** The environment is unusable; the message lists every bad variable and why. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      [
        'Invalid configuration: fix these environment variables (README.md, "Configuration") and start again.',
        ...problems.map((p) => `  - ${p.variable} ${p.problem}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Validates `env` and answers the settings, or throws a ConfigError listing every problem. */
export function loadConfig(env: Env): ServerConfig {
  const parsed = envSchema.safeParse({ ...env });
  const problems: ConfigProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        const value = blankAsUnset(env[variable]);
        const shown = typeof value === 'string' && !SECRET_VARIABLES.has(variable) ? ` (got ${JSON.stringify(value)})` : '';
        return { variable, problem: `${issue.message}${shown}` };
      });
  problems.push(...publicEnvProblems(env));
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  return settingsFrom(parsed.data);
}

function emailSettings(env: z.infer<typeof envSchema>): EmailConfig {
  if (env.EMAIL_DELIVERY !== 'smtp') return { delivery: 'outbox', smtp: null };
  const secure = env.SMTP_SECURE ?? env.SMTP_PORT === 465;
  return {
    delivery: 'smtp',
    smtp: {
      host: env.SMTP_HOST!,
      port: env.SMTP_PORT ?? (secure ? 465 : 587),
      secure,
      user: env.SMTP_USER ?? null,
      password: env.SMTP_PASSWORD ?? null,
      from: env.SMTP_FROM!,
    },
  };
}

function settingsFrom(env: z.infer<typeof envSchema>): ServerConfig {
  const siteUrl = (env.SITE_URL ?? defaultSiteUrl(env.PORT ?? 3000)).replace(/\/+$/, '');
  const delivery = env.MESSAGE_DELIVERY ?? 'outbox';
  return {
    host: env.HOST ?? '0.0.0.0',
    port: env.PORT ?? 3000,
    siteUrl,
    database: {
      url: env.DATABASE_URL,
      pool: {
        max: env.DATABASE_POOL_MAX ?? 10,
        idleTimeoutMs: env.DATABASE_POOL_IDLE_MS ?? 30_000,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000,
      },
      pgliteDataDir: env.PGLITE_DATA_DIR ?? path.join(process.cwd(), '.data/pglite'),
    },
    redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? 'tutorly:' },
    trustProxy: env.TRUST_PROXY ?? false,
    logLevel: env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000,
    buildId: env.BUILD_ID,
    distDir: env.NEXT_DIST_DIR ?? '.next',
    seedTutors: env.SEED_TUTORS,
    uploads: {
      maxBytes: env.UPLOAD_MAX_BYTES ?? DEFAULT_MAX_UPLOAD_BYTES,
      // Per user, unfinished uploads only (issue 16); abandoned ones are deleted by a job.
      maxOpen: env.UPLOAD_MAX_OPEN ?? 10,
      maxOpenBytes: env.UPLOAD_MAX_OPEN_BYTES ?? DEFAULT_MAX_OPEN_UPLOAD_BYTES,
      abandonedHours: env.UPLOAD_ABANDONED_HOURS ?? 24,
      // A run-time folder, not a source: the comment keeps Turbopack from tracing the whole project for it.
      directory: path.resolve(/* turbopackIgnore: true */ env.UPLOAD_DIR ?? '.data/uploads'),
      s3: env.UPLOAD_S3_BUCKET
        ? {
            bucket: env.UPLOAD_S3_BUCKET,
            endpoint: env.UPLOAD_S3_ENDPOINT,
            region: env.UPLOAD_S3_REGION ?? 'us-east-1',
            // Unset keys leave the AWS SDK's own chain (instance role, AWS_* variables) in charge.
            accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID,
            secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.UPLOAD_S3_FORCE_PATH_STYLE ?? false,
          }
        : null,
    },
    conversations: { messagesPerMinute: env.CONVERSATION_MESSAGES_PER_MINUTE ?? 30 },
    messaging: {
      delivery,
      sms: delivery === 'http' ? { url: env.SMS_API_URL!, key: env.SMS_API_KEY!, sender: env.SMS_SENDER ?? '' } : null,
    },
    email: emailSettings(env),
    devOutbox: env.DEV_OUTBOX ?? false,
    pageCache: env.PAGE_CACHE ?? true,
    testRoutes: env.TEST_ROUTES ?? false,
    cookieSecure: env.COOKIE_SECURE ?? siteUrl.startsWith('https://'),
    authSecret: env.AUTH_SECRET ?? '',
    videoStreamSecret: env.VIDEO_STREAM_SECRET ?? env.AUTH_SECRET ?? null,
    paymentGatewayHost: env.PAYMENT_GATEWAY_HOST ?? DEFAULT_PAYMENT_GATEWAY_HOST,
    payments: {
      gateway: env.PAYMENT_GATEWAY ?? null,
      sandboxBaseUrl: env.PAYMENT_GATEWAY_HOST ? `${new URL(siteUrl).protocol}//${env.PAYMENT_GATEWAY_HOST}` : siteUrl,
      sandboxSecret: env.PAYMENT_GATEWAY === 'sandbox' ? env.PAYMENT_SANDBOX_SECRET! : null,
      stripe:
        env.PAYMENT_GATEWAY === 'stripe' ? { secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiUrl: env.STRIPE_API_URL } : null,
      invoiceLifetimeMinutes: env.INVOICE_LIFETIME_MINUTES ?? 24 * 60,
    },
    lessonRoom: {
      baseUrl: (env.LESSON_ROOM_BASE_URL ?? 'https://meet.jit.si').replace(/\/+$/, ''),
      jwtSecret: env.LESSON_ROOM_JWT_SECRET ?? null,
      jwtAppId: env.LESSON_ROOM_JWT_APP_ID ?? 'tutorly',
    },
    payouts: {
      rail: env.PAYOUT_RAIL ?? 'bank_file',
      debtor: {
        name: env.PAYOUT_DEBTOR_NAME ?? DEFAULT_PAYOUT_DEBTOR.name,
        iban: env.PAYOUT_DEBTOR_IBAN ?? DEFAULT_PAYOUT_DEBTOR.iban,
        bic: env.PAYOUT_DEBTOR_BIC ?? null,
      },
      stripe: env.PAYOUT_RAIL === 'stripe_connect' ? { secretKey: env.STRIPE_SECRET_KEY!, apiUrl: env.STRIPE_API_URL } : null,
    },
  };
}

let current: ServerConfig | undefined;

/** The process's settings, parsed from `process.env` on first use; throws ConfigError if invalid. */
export function serverConfig(): ServerConfig {
  current ??= loadConfig(process.env);
  return current;
}

/** Forget the parsed settings: the next `serverConfig()` reads `process.env` again (tests only). */
export function resetConfigForTests(): void {
  current = undefined;
}

/**
 * For entry points (the server script, the database setup): the settings, or the list of
 * problems on stderr and exit 1 before anything listens or touches the database.
 */
export function serverConfigOrExit(): ServerConfig {
  try {
    return serverConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Secure cookies wherever the site is served over HTTPS (production); plain HTTP for local runs. */
export function secureCookies(): boolean {
  return serverConfig().cookieSecure;
}

/** Whether this process runs tests under Vitest (which never open the local run's database). */
export function runningUnderVitest(): boolean {
  return Boolean(process.env.VITEST);
}
