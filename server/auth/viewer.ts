import type { Role } from '@/lib/auth/access';
import type { Db } from '@/server/db/client';
import { rolesOf } from './roles';
import { findSessionUser, type UserRow } from './sessions';

/** Who is calling: the signed-in account and its roles. */
export interface Viewer extends UserRow {
  roles: Role[];
}

export async function findViewer(db: Db, token: string | null): Promise<Viewer | null> {
  const user = token ? await findSessionUser(db, token) : null;
  if (!user) return null;
  return { ...user, roles: await rolesOf(db, user.id) };
}
