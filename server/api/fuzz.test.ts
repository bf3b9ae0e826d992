import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { resetRateLimits } from '@/server/security/rate-limit';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { type Answer, answerProblems } from '@/tests/fuzz/answer-checks';
import { schemasReject } from '@/tests/fuzz/oracle';
import { type FuzzRequest, type FuzzRoute, requestArb, urlOf } from '@/tests/fuzz/requests';
import { PAGE_HANDLERS, discoverRoutes, mountedEndpoints, pageHandlerFiles } from '@/tests/fuzz/routes';
import { concretePath, routeAccessTable, wrongRolesFor } from '@/tests/fuzz/access';
import { grantRole } from '@/server/auth/roles';
import { findUserByMobile } from '@/server/auth/users';

// Modest by default to keep the suite fast; FUZZ_RUNS=300 digs deeper, FUZZ_SEED replays a failure's seed.
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let handle: DbHandle;
let sessionToken: string;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 12 });
});
afterAll(() => handle.close());

const routes = discoverRoutes();

const TOKENS = { none: undefined, session: () => sessionToken, junk: () => 'junk-token' };

function send(route: FuzzRoute, request: FuzzRequest): Promise<Answer> {
  return callApi(urlOf(route, request), {
    method: route.method,
    body: request.body,
    locale: request.locale,
    token: TOKENS[request.auth]?.(),
    headers: freshIp(),
  });
}

function explain(route: FuzzRoute, request: FuzzRequest, answer: Answer): string {
  const url = urlOf(route, request);
  return `${route.method} ${url.slice(0, 300)} body=${request.body?.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 500)}`;
}

describe('route discovery', () => {
  it('finds every mounted route with its spec', () => {
    const found = routes.map(({ method, path }) => `${method} ${path}`);
    expect(found.length).toBeGreaterThanOrEqual(40);
    expect(found).toContain('GET /api/www/v2/tutor/list/fetch');
    expect(found).toContain('POST /api/auth/v1/login-by-password');
    expect(found).toContain('GET /api/www/v2/tutor/profile/:username');
    expect(found.sort()).toEqual(mountedEndpoints().sort());
  });

  it('lists every page-side handler (app/**/route.ts) for the real-server fuzz', () => {
    const files = pageHandlerFiles();
    expect(files).toContain('app/[locale]/(main)/profile/dashboard/my-classes/act/route.ts');
    expect(files).toContain('app/[locale]/(main)/profile/dashboard/my-classes/join/[sessionId]/route.ts');
    expect(PAGE_HANDLERS.map((handler) => handler.file).sort()).toEqual(files);
  });
});

describe('fuzzed input to every route: a 4xx in the error shape when the schemas refuse it, never a 5xx or a stack', () => {
  it.each(routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))('%s', async (_, route, index) => {
    await resetRateLimits();
    // A user of its own per route: an earlier route's fuzzing may have logged the last one out.
    sessionToken = (await signInByCode(handle.db, `+98912125${String(index).padStart(4, '0')}`)).token;
    await fc.assert(
      fc.asyncProperty(requestArb(route), async (request) => {
        const answer = await send(route, request);
        const problems = answerProblems(answer, schemasReject(route, request), request.locale);
        expect(problems, explain(route, request, answer)).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

describe('paths and methods the app does not serve', () => {
  const segment = fc.oneof(
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).map((s) => encodeURIComponent(s.toWellFormed())),
  );
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE');

  it('answer 404 in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(method, fc.array(segment, { minLength: 1, maxLength: 4 }), fc.constantFrom('fa', 'en-US'), async (verb, segments, locale) => {
        const answer = await callApi(`/nowhere/${segments.join('/')}`, { method: verb, locale, body: verb === 'GET' ? undefined : '{}' });
        expect(answer.status).toBe(404);
        expect(answerProblems(answer, true, locale)).toEqual([]);
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
  });

  it('a known path with the wrong method is a 4xx, not a 5xx', async () => {
    const writes = routes.filter((route) => route.method === 'POST' && !route.path.includes(':'));
    for (const route of writes) {
      const answer = await callApi(route.path.replace(/^\/api/, ''), { locale: 'en-US' });
      expect(answerProblems(answer, true, 'en-US'), route.path).toEqual([]);
    }
  });
});

describe("access, generated from each route's declared access", () => {
  const guarded = routeAccessTable().filter((route) => route.access !== 'public' && route.method !== 'OPTIONS');

  async function tokenWithRoles(mobile: string, roles: readonly ('teacher' | 'operator' | 'admin')[]): Promise<string> {
    const { token } = await signInByCode(handle.db, mobile);
    const user = (await findUserByMobile(handle.db, mobile))!;
    for (const role of roles) await grantRole(handle.db, user.id, role);
    if (roles.some((role) => role !== 'teacher')) await openConsole(handle.db, token);
    return token;
  }

  it.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: 401 without a live session', async (_, route) => {
    for (const [token, locale] of [
      [undefined, 'fa'],
      ['junk-token', 'en-US'],
    ] as const) {
      const answer = await callApi(concretePath(route.path), {
        method: route.method,
        body: route.method === 'GET' ? undefined : '{}',
        token,
        locale,
        headers: freshIp(),
      });
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
      expect(answerProblems(answer, true, locale)).toEqual([]);
    }
  });

  const roleBound = guarded.flatMap((route) => {
    const wrong = wrongRolesFor(route.access as never);
    return wrong ? [[`${route.method} ${route.path} (${route.access})`, route, wrong] as const] : [];
  });

  it.each(roleBound)('%s: 403 for a signed-in account without the role, never the data', async (_, route, wrongRoles) => {
    for (const roles of [[], wrongRoles] as const) {
      const token = await tokenWithRoles(uniqueTestMobile(), roles);
      const answer = await callApi(concretePath(route.path), { method: route.method, body: route.method === 'GET' ? undefined : '{}', token, locale: 'en-US' });
      expect(answer.status, `${route.method} ${route.path} as ${roles.join('+') || 'user'}`).toBe(403);
      expect(answer.body).toEqual({ status: 'ERROR', message: expect.any(String) });
      expect(answerProblems(answer, true, 'en-US')).toEqual([]);
    }
  });

  it('finds routes for every role, so the generated cases cover them', () => {
    expect(new Set(guarded.map((route) => route.access))).toEqual(new Set(['user', 'teacher', 'operator', 'admin']));
  });
});

/**
 * Issue 28, finding 9: an id has one spelling. Every route that names a record in its path (the JSON
 * routes and the raw ones: bills, the sandbox page, files) is called with other spellings of a
 * record that exists (`013`, `13%20`, `1.0`, `+1`, an upper-case uuid): a 404, or a 422 naming the
 * id, never an answer about the record (2xx) and never a 5xx.
 */
describe('other spellings of an id name no record', () => {
  const ID_PARAM = /:(id|uuid|reference)\b/;
  const withIds = routeAccessTable().filter((route) => ID_PARAM.test(route.path) && route.method !== 'OPTIONS');
  const numberVariants = (id: number) => [`0${id}`, `00${id}`, `${id}%20`, `%20${id}`, `+${id}`, `${id}.0`, `${id}e0`, `${id}%00`, `${id}%0A`, `-${id}`];
  // A uuid whose first group is all digits upper-cases to itself (about one in 40): only other spellings count.
  const uuidVariants = (uuid: string) =>
    [uuid.toUpperCase(), `${uuid.slice(0, 8).toUpperCase()}${uuid.slice(8)}`, `${uuid}%20`, `%20${uuid}`, `{${uuid}}`, uuid.replaceAll('-', '')].filter(
      (variant) => variant !== uuid,
    );
  let token: string;
  let ticketId: number;
  let invoiceId: string;

  beforeAll(async () => {
    const mobile = uniqueTestMobile();
    token = (await signInByCode(handle.db, mobile)).token;
    const user = (await findUserByMobile(handle.db, mobile))!;
    for (const role of ['teacher', 'operator', 'admin'] as const) await grantRole(handle.db, user.id, role);
    await openConsole(handle.db, token);
    const ticket = await postApi(
      '/www/v1/tickets',
      { topic: 'support', category: 'other', subject: 'Id spellings', message: 'A ticket to name in other ways.' },
      { token, headers: freshIp() },
    );
    ticketId = ticket.body.data.id;
    invoiceId = (await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token, headers: freshIp() })).body.data.invoice;
  });

  it('covers the routes that take an id', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(30);
  });

  it.each(withIds.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    await resetRateLimits();
    const name = ID_PARAM.exec(route.path)![1]!;
    const isUuid = name !== 'id' || route.path.includes('/operator/jobs/');
    const base = route.path.includes('/tickets/') ? ticketId : 1;
    const variants = isUuid ? uuidVariants(invoiceId) : numberVariants(base);
    for (const variant of variants) {
      const path = route.path
        .replace(/^\/api/, '')
        .replace(`:${name}`, variant)
        .replace(/:(\w+)/g, 'x');
      const answer = await callApi(path, {
        method: route.method,
        body: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}',
        token,
        locale: 'en-US',
        headers: { ...freshIp(), 'tus-resumable': '1.0.0' },
      });
      const said = `${route.method} ${path} → ${answer.status} ${answer.text.slice(0, 300)}`;
      expect([404, 422], said).toContain(answer.status);
      if (answer.status === 422)
        expect(
          answer.body.errors?.map((error: { field: string }) => error.field),
          said,
        ).toContain(name);
    }
  });
});

it('field messages come in Persian for a Persian caller', async () => {
  const answer = await postApi('/auth/v1/login-by-password', { mobile: 5, extra: true }, { locale: 'fa', headers: freshIp() });
  expect(answer.status).toBe(422);
  expect(answer.body.errors.length).toBeGreaterThan(0);
  for (const error of answer.body.errors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
});
