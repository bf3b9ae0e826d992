import { and, eq } from 'drizzle-orm';
import { isRole, type Role } from '@/lib/auth/access';
import type { Db } from '@/server/db/client';
import { userRoles } from '@/server/db/schema';

/** The roles this account holds beyond being signed in (lib/auth/access.ts). */
export async function rolesOf(db: Db, userId: number): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).filter(isRole).sort();
}

/** Gives a role; giving one the account already holds changes nothing. */
export async function grantRole(db: Db, userId: number, role: Role, grantedBy: number | null = null): Promise<void> {
  await db.insert(userRoles).values({ userId, role, grantedBy }).onConflictDoNothing();
}

export async function revokeRole(db: Db, userId: number, role: Role): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}
