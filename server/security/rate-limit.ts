import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@/server/api/errors';

export interface RateLimit {
  name: string;
  points: number;
  durationSeconds: number;
}

const globalForLimits = globalThis as unknown as { __rateLimiters?: Map<string, RateLimiterMemory> };
const limiters = (globalForLimits.__rateLimiters ??= new Map());

function limiterFor(limit: RateLimit): RateLimiterMemory {
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds });
    limiters.set(limit.name, limiter);
  }
  return limiter;
}

/** Counts one use of `key`; over the limit → 429 with Retry-After and the caller's message. */
export async function consumeRateLimit(limit: RateLimit, key: string, message: (seconds: number) => string) {
  try {
    await limiterFor(limit).consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new HttpError(429, message(seconds), undefined, { 'Retry-After': String(seconds) });
  }
}

/** Tests start each case with fresh counters. */
export function resetRateLimits(): void {
  limiters.clear();
}
