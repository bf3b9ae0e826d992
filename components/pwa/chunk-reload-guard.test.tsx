// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterChunkError } from './chunk-reload-guard';

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

function stubPage(online: boolean) {
  const reload = vi.fn();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, pathname: `/p-${Math.random()}`, reload } });
  return reload;
}

afterEach(() => vi.restoreAllMocks());

describe('a chunk that fails to load', () => {
  it('reloads the page online (a deploy replaced the chunk)', () => {
    const reload = stubPage(true);
    expect(reloadAfterChunkError(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads offline: the page (and an upload waiting for the connection) stays', () => {
    const reload = stubPage(false);
    expect(reloadAfterChunkError(chunkError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
