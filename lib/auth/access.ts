/**
 * Who may do what, declared once (docs/decisions.md "Access"). Every account is a signed-in
 * `user`; roles stored in `user_roles` add `teacher`, `operator` and `admin`. An admin is also
 * an operator; a teacher is no more than a user outside their own dashboard.
 */
export const ROLES = ['teacher', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ACCESS_LEVELS = ['public', 'user', 'teacher', 'operator', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether someone signed in with these roles (or nobody: null) may pass `access`. */
export function canAccess(access: Access, roles: readonly Role[] | null): boolean {
  if (access === 'public') return true;
  if (roles === null) return false;
  switch (access) {
    case 'user':
      return true;
    case 'teacher':
      return roles.includes('teacher');
    case 'operator':
      return roles.includes('operator') || roles.includes('admin');
    case 'admin':
      return roles.includes('admin');
  }
}

/** Where an operator passes the console's second factor (issue 34); the API's 403 names it. */
export const CONSOLE_CHECK_PATH = '/console-check';
