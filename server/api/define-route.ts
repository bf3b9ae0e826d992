import type { Context } from 'hono';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { type Db, getDb } from '@/server/db/client';
import { HttpError } from './errors';
import { type ApiTranslator, apiTranslator, callerLocale } from './locale';
import { parseOrThrow } from './validation';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  db: Db;
  locale: Locale;
  t: ApiTranslator;
  c: Context;
}

export interface RouteSpec<QS, BS, PS> {
  query?: QS;
  body?: BS;
  params?: PS;
  /** Cache-Control for a successful answer; private or no-store is the default. */
  cacheControl?: string;
}

export type AnyRouteSpec = RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>;

// Lets tests find every route's schemas from the app itself (api.routes), with no list to drift.
const specs = new WeakMap<object, AnyRouteSpec>();

/** The spec a handler was defined with, if `defineRoute` made it. */
export function routeSpecOf(handler: object): AnyRouteSpec | undefined {
  return specs.get(handler);
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
  R = unknown,
>(
  spec: RouteSpec<QS, BS, PS>,
  handler: (ctx: RouteContext<Out<QS>, Out<BS>, Out<PS>>) => Promise<R> | R,
) {
  const route = async (c: Context) => {
    const locale = callerLocale(c.req.raw.headers);
    const t = apiTranslator(locale);
    const query = spec.query ? parseOrThrow(spec.query, c.req.query(), locale, t) : undefined;
    const params = spec.params ? parseOrThrow(spec.params, c.req.param(), locale, t) : undefined;
    const body = spec.body ? parseOrThrow(spec.body, await readJson(c, t), locale, t) : undefined;
    const data = await handler({
      query: query as Out<QS>,
      body: body as Out<BS>,
      params: params as Out<PS>,
      db: await getDb(),
      locale,
      t,
      c,
    });
    c.header('Cache-Control', spec.cacheControl ?? 'no-store');
    c.header('Vary', 'Accept-Language, X-Locale');
    // Spec §7: a caller may ask for the answer's fields beside `status` instead of under `data`.
    if (withoutDataWrapper(body) && data && typeof data === 'object') return c.json({ status: 'SUCCESS', ...data });
    return c.json({ status: 'SUCCESS', data });
  };
  specs.set(route, spec);
  return route;
}

function withoutDataWrapper(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { without_data_wrapper?: unknown }).without_data_wrapper === true;
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
