import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/** Test-only pages and API routes exist only on a server started with TEST_ROUTES=1. */
/**
 * Developer tools (the message outbox) exist outside production, on a test server, or where the
 * operator opts in with DEV_OUTBOX=1 (`npm start` does, while SMS stay in the outbox).
 */
export async function requireDevTools(): Promise<void> {
  await connection();
  const enabled = process.env.NODE_ENV !== 'production' || process.env.TEST_ROUTES === '1' || process.env.DEV_OUTBOX === '1';
  if (!enabled) notFound();
}

export async function requireTestRoutes(): Promise<void> {
  await connection();
  if (process.env.TEST_ROUTES !== '1') notFound();
}
