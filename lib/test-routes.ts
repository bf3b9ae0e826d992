import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/** Test-only pages and API routes exist only on a server started with TEST_ROUTES=1. */
export async function requireTestRoutes(): Promise<void> {
  await connection();
  if (process.env.TEST_ROUTES !== '1') notFound();
}
