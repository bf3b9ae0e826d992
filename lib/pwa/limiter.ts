/** Runs at most `max` tasks at once; the rest wait their turn in order (spec §9: 5 prefetches). */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

export const MAX_CONCURRENT_PREFETCHES = 5;

/** Next's router marks its prefetches with these headers. */
export function isRoutePrefetch(headers: Headers): boolean {
  return headers.get('next-router-prefetch') === '1' || headers.has('next-router-segment-prefetch');
}
