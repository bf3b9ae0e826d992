import { isRole } from '@/lib/auth/access';
import type { Db } from '@/server/db/client';
import type { Viewer } from '@/server/api/viewer';
import { findSessionUserWithRoles } from './sessions';

export type { Viewer };

export async function findViewer(db: Db, token: string | null): Promise<Viewer | null> {
  const found = token ? await findSessionUserWithRoles(db, token) : null;
  if (!found) return null;
  // The same list rolesOf answers: known roles, sorted.
  return { ...found.user, roles: found.roles.filter(isRole).sort() };
}
