import pino, { type DestinationStream, type Logger } from 'pino';
import { serverConfig } from '@/server/config';

/**
 * Structured JSON logs. Personal data and secrets never reach them: these keys are censored
 * wherever they appear (one level deep under any key, and in request headers), and paths are
 * logged without their query and with token-bearing segments masked (`safePath`).
 */
export const REDACTED_KEYS = [
  'mobile',
  'code',
  'mobile_verification_code',
  'password',
  'password_confirmation',
  'token',
  'allow_code',
  'set_password_allow_code',
  'authorization',
  'cookie',
];

const redactPaths = [
  ...REDACTED_KEYS,
  ...REDACTED_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createLogger(destination?: DestinationStream): Logger {
  const level = serverConfig().logLevel;
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

const state = globalThis as unknown as { __logger?: Logger };

/** The process's logger (one for the server script and the app bundle alike). */
export function logger(): Logger {
  state.__logger ??= createLogger();
  return state.__logger;
}

// Path segments that are credentials in themselves (a shortcut link's id signs its holder in).
const SECRET_SEGMENTS = /(\/login-by-shortcut-link\/)[^/?#]+/g;

/** A request path fit for a log line: no query string, no secret segments. */
export function safePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.replace(SECRET_SEGMENTS, '$1:id').slice(0, 300);
}
