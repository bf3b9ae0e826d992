import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The deployed build's id (Next's BUILD_ID) and its service worker. The e2e server (TEST_ROUTES=1)
 * may pretend a newer build is deployed: both the id and the worker's bytes then change, which is
 * exactly what a real deploy looks like to an open page.
 */
// The dist folder is read at run time, not traced into the server bundle.
const distDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
const state = globalThis as unknown as { __buildIdOverride?: string; __builtId?: Promise<string> };

function builtId(): Promise<string> {
  state.__builtId ??= readFile(path.join(distDir(), 'BUILD_ID'), 'utf8')
    .then((id) => id.trim())
    .catch(() => 'development');
  return state.__builtId;
}

export async function currentBuildId(): Promise<string> {
  return (process.env.TEST_ROUTES === '1' && state.__buildIdOverride) || builtId();
}

export function overrideBuildId(id: string | null): void {
  state.__buildIdOverride = id ?? undefined;
}

/** The worker built by scripts/build-sw.mjs, or null when there is none (development). */
export async function serviceWorkerSource(): Promise<string | null> {
  const source = await readFile(path.join(distDir(), 'sw.js'), 'utf8').catch(() => null);
  if (source === null) return null;
  const [built, current] = await Promise.all([builtId(), currentBuildId()]);
  // Only the quoted id (the worker's version and its shell revisions), not asset paths that contain it.
  return current === built ? source : source.replaceAll(JSON.stringify(built), JSON.stringify(current));
}
