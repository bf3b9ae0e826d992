import type { Context } from 'hono';
import type { Role } from '@/lib/auth/access';
import type { Db } from '@/server/db/client';
import type { users } from '@/server/db/schema';

/** Who is calling: the signed-in account and its roles. */
export interface Viewer extends Readonly<typeof users.$inferSelect> {
  roles: Role[];
}

/** How the route layer finds the caller; the sign-in feature provides it (server/app/compose.ts). */
export interface ViewerSource {
  tokenOf: (c: Context) => string | null;
  find: (db: Db, token: string | null) => Promise<Viewer | null>;
  /** Whether this session passed the operator's second factor recently enough (issue 34); refreshes it. */
  consoleGrant: (db: Db, token: string | null) => Promise<boolean>;
}

const state = globalThis as unknown as { __viewerSource?: ViewerSource };

export function provideViewerSource(source: ViewerSource): void {
  state.__viewerSource = source;
}

export function viewerSource(): ViewerSource {
  if (!state.__viewerSource) throw new Error('api: no viewer source provided (import @/server/app/compose first)');
  return state.__viewerSource;
}
