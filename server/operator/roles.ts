import type { Role } from '@/lib/auth/access';
import { isLocale } from '@/lib/i18n/routing';
import { localizedPath, SITE_URL } from '@/lib/seo.server';
import type { RoleChange } from '@/lib/schemas/operator';
import { findUserByTypedMobile, grantRole, revokeRole, rolesOf } from '@/server/auth';
import type { Db } from '@/server/db/client';
import type { users } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { DomainError } from '@/server/shared/domain-error';

/** Where a role's work happens, for the message that tells the person about it. */
const AREA_OF: Record<Role, string> = { teacher: '/dashboard', operator: '/operator', admin: '/operator' };

type Account = Pick<typeof users.$inferSelect, 'id' | 'locale'>;

/** The account a role change names, by its number as the admin typed it; a mistyped number is the form's field error (422), not a missing page. */
export async function roleChangeTarget(db: Db, mobile: string): Promise<Account> {
  const user = await findUserByTypedMobile(db, mobile);
  if (!user) throw new DomainError('invalid', 'account_not_found', {}, 'mobile');
  return user;
}

/**
 * An admin gives or takes a role. The person is told once per change (a repeated click sends
 * nothing more), in their own language. An admin cannot take their own admin role: someone must
 * always be left who can give it back.
 */
export async function changeRole(db: Db, actorId: number, user: Account, change: { role: Role; granted: boolean }): Promise<RoleChange> {
  if (!change.granted && change.role === 'admin' && user.id === actorId) throw new DomainError('conflict', 'cannot_revoke_own_admin');
  const since = change.granted ? await grantRole(db, user.id, change.role, actorId) : await revokeRole(db, user.id, change.role);
  // A change that changed nothing (a second click) tells nobody anything.
  if (since) {
    const kind = change.granted ? 'granted' : 'revoked';
    await notify(db, {
      template: change.granted ? 'role-granted' : 'role-revoked',
      userId: user.id,
      // One grant period is one event: its start names both its grant and its end.
      eventKey: `role:${change.role}:${kind}:${since.toISOString()}`,
      params: { role: change.role, link: SITE_URL + localizedPath(isLocale(user.locale) ? user.locale : 'fa', AREA_OF[change.role]) },
    });
  }
  return { user_id: user.id, roles: await rolesOf(db, user.id) };
}
