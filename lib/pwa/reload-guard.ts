/**
 * Spec §4/§9: a failed chunk load reloads the page, at most once per 10 seconds for the same
 * path. The last reload per path is kept in sessionStorage, so it survives the reload itself.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'chunk-reload:';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** True (and remembered) when this path may reload now; false inside the 10 s window. */
export function claimReload(path: string, storage: SessionStore | null, now = Date.now()): boolean {
  if (!storage) return false; // without storage we cannot prove we are not looping
  try {
    const last = Number(storage.getItem(KEY + path));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return false;
    storage.setItem(KEY + path, String(now));
    return true;
  } catch {
    return false;
  }
}

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or rejection reason) says a code chunk of the build could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason);
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    return CHUNK_ERROR.test(`${String(name ?? '')}: ${String(message ?? '')}`);
  }
  return false;
}
