import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Redis } from 'ioredis';

export interface RedisLockerOptions {
  /** Runs the lock commands. */
  redis: Redis;
  /** A connection of its own: a subscribed connection can do nothing else. */
  subscriber: Redis;
  prefix: string;
  /** How long a lock outlives a crashed holder; the holder renews it every third of this. */
  ttlMs?: number;
  acquireTimeoutMs?: number;
  retryMs?: number;
}

// Both only touch the key while it still holds our token, so an expired lock taken over by another
// server is never renewed or deleted by its former holder.
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/**
 * tus's Locker shared by every app server through Redis: SET NX PX with a random token, renewed
 * while held. A server that wants a held lock publishes the upload id; the holder's requestRelease
 * then runs (tus ends the holder's request and unlocks), as with tus's in-process MemoryLocker.
 */
export class RedisLocker implements Locker {
  /** Release callbacks of the locks this process holds, by upload id. */
  readonly holders = new Map<string, RequestRelease>();
  readonly channel: string;

  private constructor(readonly options: Required<RedisLockerOptions>) {
    this.channel = `${options.prefix}upload-locks:release`;
  }

  static async create(options: RedisLockerOptions): Promise<RedisLocker> {
    const locker = new RedisLocker({ ttlMs: 10_000, acquireTimeoutMs: 30_000, retryMs: 100, ...options });
    options.subscriber.on('message', (channel: string, id: string) => locker.onReleaseRequest(channel, id));
    await options.subscriber.subscribe(locker.channel);
    return locker;
  }

  newLock(id: string): Lock {
    return new RedisLock(id, this);
  }

  key(id: string): string {
    return `${this.options.prefix}upload-lock:${id}`;
  }

  private onReleaseRequest(channel: string, id: string): void {
    if (channel !== this.channel) return;
    Promise.resolve(this.holders.get(id)?.()).catch(() => undefined);
  }
}

class RedisLock implements Lock {
  private token: string | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private release: RequestRelease | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: RedisLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis, ttlMs, acquireTimeoutMs, retryMs } = this.locker.options;
    const token = randomUUID();
    const deadline = Date.now() + acquireTimeoutMs;
    for (let attempt = 0; ; attempt += 1) {
      if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if ((await redis.set(this.locker.key(this.id), token, 'PX', ttlMs, 'NX')) === 'OK') {
        this.held(token, requestRelease);
        return;
      }
      // Asked again now and then: the holder may have subscribed after the first request.
      if (attempt % 10 === 0) await redis.publish(this.locker.channel, this.id);
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await pause(retryMs, stopSignal);
    }
  }

  async unlock(): Promise<void> {
    const token = this.token;
    // Already let go: the lock expired and was lost (see renew).
    if (!token) return;
    this.stopHolding();
    await this.locker.options.redis.eval(RELEASE, 1, this.locker.key(this.id), token);
  }

  private held(token: string, requestRelease: RequestRelease): void {
    this.token = token;
    this.release = requestRelease;
    this.locker.holders.set(this.id, requestRelease);
    const { ttlMs } = this.locker.options;
    this.renewTimer = setInterval(() => void this.renew(token), Math.max(10, Math.floor(ttlMs / 3)));
    this.renewTimer.unref();
  }

  private async renew(token: string): Promise<void> {
    const { redis, ttlMs } = this.locker.options;
    const kept = await redis.eval(RENEW, 1, this.locker.key(this.id), token, ttlMs).catch(() => null);
    // Lost (expired while Redis was away, now someone else's): the holder must stop writing.
    if (kept === 0 && this.token === token) {
      const release = this.release;
      this.stopHolding();
      await Promise.resolve(release?.()).catch(() => undefined);
    }
  }

  private stopHolding(): void {
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (this.locker.holders.get(this.id) === this.release) this.locker.holders.delete(this.id);
    this.renewTimer = null;
    this.token = null;
    this.release = null;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
