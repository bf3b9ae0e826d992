import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/** Test-only pages and API routes exist only on a server started with TEST_ROUTES=1. */
/** Developer tools (the message outbox) exist outside production, or on a test server. */
export async function requireDevTools(): Promise<void> {
  await connection();
  if (process.env.NODE_ENV === 'production' && process.env.TEST_ROUTES !== '1') notFound();
}

export async function requireTestRoutes(): Promise<void> {
  await connection();
  if (process.env.TEST_ROUTES !== '1') notFound();
}
