import { type Access, canAccess, ROLES, type Role } from '@/lib/auth/access';
import { api } from '@/server/app/api';
import { routeSpecOf } from '@/server/api/define-route';

export interface AccessRoute {
  method: string;
  path: string;
  access: Access | 'undeclared';
}

/** Every endpoint the app mounts (test-only ones aside) with the access its spec declares. */
export function routeAccessTable(): AccessRoute[] {
  const seen = new Set<string>();
  return api.routes
    .filter(({ method, path }) => method !== 'ALL' && !path.startsWith('/api/test/'))
    .flatMap(({ method, path, handler }) => {
      const key = `${method} ${path}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ method, path, access: routeSpecOf(handler)?.access ?? 'undeclared' }];
    });
}

/** The most a caller may hold and still be refused: the roles just short of the route's access. */
export function wrongRolesFor(access: Access): Role[] | null {
  if (access === 'public' || access === 'user') return null;
  const others = ROLES.filter((role) => !canAccess(access, [role]));
  return others.length ? others : null;
}

/** A concrete URL for a route pattern (placeholders filled with a well-formed value). */
export function concretePath(path: string): string {
  return path.replace(/^\/api/, '').replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '00000000-0000-4000-8000-000000000000' : 'x'));
}
