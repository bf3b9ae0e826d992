import { and, eq } from 'drizzle-orm';
import { isRole, type Role } from '@/lib/auth/access';
import type { Db } from '@/server/db/client';
import { userRoles } from '@/server/db/schema';

/** The roles this account holds beyond being signed in (lib/auth/access.ts). */
export async function rolesOf(db: Db, userId: number): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows
    .map((row) => row.role)
    .filter(isRole)
    .sort();
}

/** Gives a role; returns when it was given, or null when the account already held it. */
export async function grantRole(db: Db, userId: number, role: Role, grantedBy: number | null = null): Promise<Date | null> {
  const [row] = await db.insert(userRoles).values({ userId, role, grantedBy }).onConflictDoNothing().returning();
  return row?.grantedAt ?? null;
}

/** Takes a role; returns when the role it ended had been given, or null when there was none. */
export async function revokeRole(db: Db, userId: number, role: Role): Promise<Date | null> {
  const [row] = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning();
  return row?.grantedAt ?? null;
}
