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

// Path segments that are credentials in themselves (a shortcut link's id signs its holder in):
// everything after the `login-by-shortcut-link` segment, however it is spelled or escaped.
const SECRET_SEGMENTS = /(\/login-by-shortcut-link[^/]*\/+).*$/i;

/**
 * Escapes decoded wherever they form UTF-8 (`lin%6B` → `link`), byte by byte, so that masking sees
 * the path the router sees (issue 16); undecodable bytes become U+FFFD.
 */
function decodedPath(path: string): string {
  return path.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16));
    return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  });
}

/** A request path fit for a log line: no query string, no secret segments (checked after decoding). */
export function safePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  let decoded = path;
  // Again while escapes remain (at most 3 rounds): `%256B` is `%6B` once decoded.
  for (let i = 0; i < 3 && /%[0-9a-fA-F]{2}/.test(decoded); i += 1) decoded = decodedPath(decoded);
  if (SECRET_SEGMENTS.test(decoded)) return decoded.replace(SECRET_SEGMENTS, '$1:id').slice(0, 300);
  return path.slice(0, 300);
}
