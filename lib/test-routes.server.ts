import 'server-only';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { isProduction } from '@/lib/config/public';
import { serverConfig } from '@/server/config';

/** Test-only pages and API routes exist only on a server started with TEST_ROUTES=1. */
/**
 * Developer tools (the message outbox) exist outside production, on a test server, or where the
 * operator opts in with DEV_OUTBOX=1 (`npm start` does, while SMS stay in the outbox).
 */
export async function requireDevTools(): Promise<void> {
  await connection();
  const { testRoutes, devOutbox } = serverConfig();
  const enabled = !isProduction() || testRoutes || devOutbox;
  if (!enabled) notFound();
  // The outbox holds every sign-in code: only callers on this machine may read it (issue 16). The
  // production server script always says; `next dev` (no script) is local by nature.
  // scripts/serve.ts says whether the caller is on this machine (x-client-local, always overwritten).
  const local = (await headers()).get('x-client-local');
  if (local === null ? isProduction() : local !== '1') notFound();
}

export async function requireTestRoutes(): Promise<void> {
  await connection();
  if (!serverConfig().testRoutes) notFound();
}
