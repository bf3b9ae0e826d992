import type { Context } from 'hono';
import type { z } from 'zod';
import { type Access, canAccess, CONSOLE_CHECK_PATH } from '@/lib/auth/access';
import type { Locale } from '@/lib/i18n/routing';
import { type Db, getDb } from '@/server/db/client';
import { DOMAIN_ERROR_STATUS, DomainError } from '@/server/shared/domain-error';
import { HttpError } from './errors';
import { type ApiTranslator, apiTranslator, callerLocale, callerTimeZone } from './locale';
import { parseOrThrow } from './validation';
import { sharedInRender } from './render-scope';
import { type Viewer, viewerSource } from './viewer';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** The caller: resolved for every route but a public one, which gets null. */
export type ViewerFor<A extends Access> = A extends 'public' ? null : Viewer;

export interface RouteContext<Q, B, P, A extends Access = Access> {
  query: Q;
  body: B;
  params: P;
  db: Db;
  locale: Locale;
  t: ApiTranslator;
  c: Context;
  user: ViewerFor<A>;
}

export interface RouteSpec<QS, BS, PS, A extends Access = Access> {
  /** Who may call it (lib/auth/access.ts): checked before anything else, 401 / 403 otherwise. */
  access: A;
  /**
   * Operator and admin routes also need the session's console grant (the second factor, issue 34);
   * `false` only on the routes that give it.
   */
  consoleCheck?: false;
  query?: QS;
  body?: BS;
  params?: PS;
  /** Cache-Control for a successful answer; private or no-store is the default. */
  cacheControl?: string;
}

export type AnyRouteSpec = RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, Access>;

// Lets tests find every route's access and schemas from the app itself (api.routes), with no list to drift.
const specs = new WeakMap<object, AnyRouteSpec>();

/** The spec a handler was defined with, if `defineRoute` or `defineRawRoute` made it. */
export function routeSpecOf(handler: object): AnyRouteSpec | undefined {
  return specs.get(handler);
}

/**
 * Who calls, in which language, checked against the route's access before anything else:
 * 401 without a live session, 403 without the role.
 */
async function caller<A extends Access>(access: A, c: Context, consoleCheck = true) {
  const locale = callerLocale(c.req.raw.headers);
  const t = apiTranslator(locale, callerTimeZone(c.req.raw.headers, locale));
  const db = await getDb();
  if (access === 'public') return { locale, t, db, user: null as ViewerFor<A> };
  const source = viewerSource();
  const token = source.tokenOf(c);
  // The same session read once per page request (server/api/render-scope.ts), not once per call.
  const viewer = token ? await sharedInRender(`viewer:${token}`, () => source.find(db, token)) : null;
  if (!viewer) throw new HttpError(401, t('not_logged_in'));
  if (!canAccess(access, viewer.roles)) throw new HttpError(403, t('forbidden'));
  // The console's door: an operator's session opens it with the second factor, and it closes sooner than the session.
  if (consoleCheck && (access === 'operator' || access === 'admin') && !(await source.consoleGrant(db, token))) {
    throw new HttpError(403, t('second_factor_required'), { redirect_url: CONSOLE_CHECK_PATH });
  }
  return { locale, t, db, user: viewer as ViewerFor<A> };
}

/**
 * The one way to write an API route: zod schemas in, a typed handler, the spec's envelope out
 * (`{status: 'SUCCESS', data}`). Validation failures become 422 with field messages in the
 * caller's language; thrown HttpErrors keep their status; anything else is a bare 500.
 */
export function defineRoute<
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
  A extends Access = Access,
  R = unknown,
>(spec: RouteSpec<QS, BS, PS, A>, handler: (ctx: RouteContext<Out<QS>, Out<BS>, Out<PS>, A>) => Promise<R> | R) {
  const route = async (c: Context) => {
    const { locale, t, db, user } = await caller(spec.access, c, spec.consoleCheck ?? true);
    const query = spec.query ? parseOrThrow(spec.query, queryOf(c), locale, t, 'query') : undefined;
    const params = spec.params ? parseOrThrow(spec.params, c.req.param(), locale, t, 'params') : undefined;
    const body = spec.body ? parseOrThrow(spec.body, await readJson(c, t), locale, t) : undefined;
    let data: R;
    try {
      data = await handler({ query: query as Out<QS>, body: body as Out<BS>, params: params as Out<PS>, db, locale, t, c, user });
    } catch (error) {
      throw toHttpError(error, t);
    }
    c.header('Cache-Control', spec.cacheControl ?? 'no-store');
    c.header('Vary', 'Accept-Language, X-Locale');
    // Spec §7: a caller may ask for the answer's fields beside `status` instead of under `data`.
    if (withoutDataWrapper(body) && data && typeof data === 'object') return c.json({ status: 'SUCCESS', ...data });
    return c.json({ status: 'SUCCESS', data });
  };
  specs.set(route, spec as AnyRouteSpec);
  return route;
}

/**
 * A route that answers with its own Response (the tus uploads): the same access check, no
 * envelope. Its context has no parsed query or body.
 */
export function defineRawRoute<A extends Access>(
  spec: { access: A; consoleCheck?: false },
  handler: (ctx: RouteContext<undefined, undefined, undefined, A>) => Promise<Response>,
) {
  const route = async (c: Context) => {
    const { locale, t, db, user } = await caller(spec.access, c, spec.consoleCheck ?? true);
    return handler({ query: undefined, body: undefined, params: undefined, db, locale, t, c, user }).catch((error: unknown) => {
      throw toHttpError(error, t);
    });
  };
  specs.set(route, spec as AnyRouteSpec);
  return route;
}

/** A service's DomainError becomes its status and a message in the caller's language. */
function toHttpError(error: unknown, t: ApiTranslator): unknown {
  if (!(error instanceof DomainError)) return error;
  const key = `domain.${error.code}`;
  const message = t.has(key as never) ? t(key as never, error.params as never) : t('unknown_error');
  const status = DOMAIN_ERROR_STATUS[error.kind];
  return new HttpError(status, message, error.field ? [{ field: error.field, message }] : undefined);
}

function withoutDataWrapper(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { without_data_wrapper?: unknown }).without_data_wrapper === true;
}

/**
 * The query as an object without a prototype, first value of each name: `?__proto__=1` is then an
 * own key that a strict schema refuses, not a prototype that hides it (issue 16).
 */
function queryOf(c: Context): Record<string, string> {
  const query = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (name !== '' && !Object.hasOwn(query, name)) query[name] = value;
  }
  return query;
}

async function readJson(c: Context, t: ApiTranslator): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(422, t('invalid_json'), [{ field: 'body', message: t('invalid_json') }]);
  }
}
