import type { Db } from '@/server/db/client';
import type { Viewer } from '@/server/api/viewer';
import { rolesOf } from './roles';
import { findSessionUser } from './sessions';

export type { Viewer };

export async function findViewer(db: Db, token: string | null): Promise<Viewer | null> {
  const user = token ? await findSessionUser(db, token) : null;
  if (!user) return null;
  return { ...user, roles: await rolesOf(db, user.id) };
}
