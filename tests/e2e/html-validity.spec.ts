import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type DemoAccount, post, signInAsDemo } from './support/auth';
import { personalFormsWithoutPost } from './support/forms';
import { expectedStatus, PUBLIC_LOCALES, PUBLIC_PATHS, publicUrl } from './support/public-pages';

// The package's own launcher would download a Java runtime when none is found: we run Debian's.
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; firstColumn?: number; extract?: string };

/** The W3C Nu checker's errors for pages saved as files (file → what to call it), in one JVM. */
function nuErrors(pageOf: Map<string, string>, dir: string): string[] {
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...pageOf.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, 'java must be installed (apt-get install default-jre-headless)').toBeUndefined();
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  expect(messages.filter((m) => m.type === 'info').length, 'vnu read the pages').toBeGreaterThan(0);
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) =>
        `${pageOf.get(join(dir, basename(m.url ?? ''))) ?? m.url} line ${m.lastLine}:${m.firstColumn}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`,
    );
}

// The W3C Nu checker reads every public page's server HTML in both languages in one JVM (a JVM per
// page would take minutes). Errors only: warnings are advice, not invalid markup.
test('every public page is valid HTML (W3C Nu checker) in both languages', async ({ request, page: reader }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const pageOf = new Map<string, string>();
  const leaks: string[] = [];
  try {
    for (const locale of PUBLIC_LOCALES) {
      for (const path of PUBLIC_PATHS) {
        const url = await publicUrl(request, locale, path);
        const response = await request.get(url, { headers: { 'Accept-Language': locale } });
        expect(response.status(), url).toBe(expectedStatus(path));
        const file = join(dir, `${pageOf.size}.html`);
        const html = await response.text();
        writeFileSync(file, html);
        pageOf.set(file, `${locale} ${url}`);
        leaks.push(...(await personalFormsWithoutPost(reader, html)).map((form) => `${locale} ${url}: ${form}`));
      }
    }
    expect(nuErrors(pageOf, dir)).toEqual([]);
    // A form asking for a person's details posts them: never into an address (issue 36).
    expect(leaks).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The work areas as their users receive them: each demo account's pages, both languages.
const WORK_AREA_PAGES: [DemoAccount, string[]][] = [
  // Classes (issue 30): the demo class is the seed's first, class 1; a class of the account's own, made by the
  // test route (`{class}`): its money pages.
  [
    'student',
    [
      '/profile/dashboard',
      '/profile/dashboard/settings',
      '/profile/dashboard/wallet',
      '/profile/dashboard/loyalty-club',
      '/profile/dashboard/loyalty-club/gold',
      '/profile/dashboard/loyalty-club/help',
      '/profile/dashboard/email-verification',
      '/profile/dashboard/email-verification/code',
      '/profile/dashboard/messages',
      // Conversations (issue 32): the demo pair's thread, the first message to a tutor, and to one who takes none (test route).
      '/profile/dashboard/messages/{conversation}',
      '/profile/dashboard/messages/new/{tutor}',
      '/profile/dashboard/messages/new/{listed_tutor}',
      '/profile/dashboard/my-classes',
      '/profile/dashboard/my-classes/1',
      '/profile/dashboard/my-classes/{class}/bill',
      '/profile/dashboard/my-classes/{class}/session-deposit',
      '/profile/dashboard/my-classes/{class}/purchase-discount-pack',
      '/profile/dashboard/my-classes/1/reschedule/{lesson}',
      '/profile/dashboard/support',
      '/profile/dashboard/ticket',
      '/profile/dashboard/ticket/new',
      // Video packages (issue 33): the demo student owns the seed's first package, its first video session 1.
      '/profile/dashboard/tutor-package',
      '/profile/dashboard/tutor-package/1',
      '/profile/dashboard/tutor-package/1/session/1',
    ],
  ],
  [
    'tutor',
    [
      '/dashboard',
      '/dashboard/offers',
      '/dashboard/profile',
      '/dashboard/tickets',
      '/dashboard/messages',
      '/dashboard/messages/{conversation}',
      '/dashboard/earnings',
      '/dashboard/earnings/statement?month=2026-11',
      '/dashboard/video-packages',
      '/dashboard/reviews',
    ],
  ],
  [
    'operator',
    [
      '/operator',
      '/operator/tickets',
      '/operator/conversation-reports',
      '/operator/conversation-reports/{report}',
      '/operator/payouts',
      '/operator/tutor-applications',
      '/operator/media-review',
      '/operator/jobs',
      '/operator/audit',
      '/operator/people?q=a',
      '/operator/people/{person}',
      '/operator/invoices',
      '/operator/invoices/{invoice}',
      '/operator/roles',
      '/operator/classes',
      '/operator/reviews',
      // Requests and matching (issue 34): the list, and the demo seed's stalled request (`{tutor_request}`).
      '/operator/tutor-requests',
      '/operator/tutor-requests/{tutor_request}',
    ],
  ],
];
/** The oldest stalled request (the demo seed's), or the newest sent one once a run has handled it, when a path names `{tutor_request}`. */
async function stalledRequestOf(request: import('@playwright/test').APIRequestContext, paths: string[]): Promise<Record<string, string>> {
  if (!paths.some((path) => path.includes('{tutor_request}'))) return {};
  for (const query of ['?stalled=1', '']) {
    const answer = await request.get(`/api/www/v1/operator/tutor-requests${query}`);
    expect(answer.status(), await answer.text()).toBe(200);
    const [first] = ((await answer.json()) as { data: { requests: { id: number }[] } }).data.requests;
    if (first) return { tutor_request: String(first.id) };
  }
  throw new Error('no tutor request to show');
}

/** A class of the signed-in account's (test route) when a path names `{class}`. */
async function classOf(request: import('@playwright/test').APIRequestContext, paths: string[]): Promise<number | null> {
  if (!paths.some((path) => path.includes('{class}'))) return null;
  const made = await post(request, '/test/class-billing/class', { price_cents: 2_000 });
  expect(made.status(), await made.text()).toBe(200);
  return ((await made.json()) as { data: { id: number } }).data.id;
}

/** The demo class's first upcoming lesson, when a path names `{lesson}`. */
async function lessonOf(request: import('@playwright/test').APIRequestContext, paths: string[]): Promise<Record<string, string>> {
  if (!paths.some((path) => path.includes('{lesson}'))) return {};
  const answer = await request.get('/api/www/v1/classes/1');
  expect(answer.status(), await answer.text()).toBe(200);
  const [first] = ((await answer.json()) as { data: { upcoming: { id: number }[] } }).data.upcoming;
  expect(first, 'an upcoming lesson').toBeTruthy();
  return { lesson: String(first!.id) };
}

/** An invoice of the signed-in account's, paid (test route), and the account itself, when a path names them. */
async function invoiceOf(request: import('@playwright/test').APIRequestContext, paths: string[]): Promise<Record<string, string>> {
  if (!paths.some((path) => /\{(invoice|person)\}/.test(path))) return {};
  const made = await post(request, '/test/payments/paid-invoice', {});
  expect(made.status(), await made.text()).toBe(200);
  const data = ((await made.json()) as { data: { invoice: string; user_id: number } }).data;
  return { invoice: data.invoice, person: String(data.user_id) };
}

/** The demo student's thread with the demo tutor, a report in it, and two tutors to write to (test route) when a path names them. */
async function conversationsOf(request: import('@playwright/test').APIRequestContext, paths: string[]): Promise<Record<string, string>> {
  if (!paths.some((path) => /\{(conversation|report|tutor|listed_tutor)\}/.test(path))) return {};
  const made = await post(request, '/test/conversations/demo-thread', {});
  expect(made.status(), await made.text()).toBe(200);
  const data = ((await made.json()) as { data: { conversation_id: number; report_id: number; tutor: string; listed_tutor: string } }).data;
  return { conversation: String(data.conversation_id), report: String(data.report_id), tutor: data.tutor, listed_tutor: data.listed_tutor };
}

test('the work areas are valid HTML (W3C Nu checker) in both languages', async ({ playwright, baseURL, page: reader }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const pageOf = new Map<string, string>();
  const leaks: string[] = [];
  try {
    for (const [who, paths] of WORK_AREA_PAGES) {
      const request = await playwright.request.newContext({ baseURL });
      await signInAsDemo(request, who);
      const values: Record<string, string> = {
        class: String(await classOf(request, paths)),
        ...(await lessonOf(request, paths)),
        ...(await conversationsOf(request, paths)),
        ...(await invoiceOf(request, paths)),
        ...(await stalledRequestOf(request, paths)),
      };
      for (const locale of PUBLIC_LOCALES) {
        for (const path of paths) {
          const url = `${locale === 'fa' ? '' : `/${locale}`}${path.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!)}`;
          const response = await request.get(url, { headers: { 'Accept-Language': locale } });
          expect(response.status(), `${who} ${url}`).toBe(200);
          // Not the sign-in page a signed-out visitor would be sent to.
          const landed = new URL(response.url());
          expect(landed.pathname + landed.search, `${who} ${url}`).toBe(url);
          const file = join(dir, `${pageOf.size}.html`);
          const html = await response.text();
          writeFileSync(file, html);
          pageOf.set(file, `${who} ${url}`);
          leaks.push(...(await personalFormsWithoutPost(reader, html)).map((form) => `${who} ${url}: ${form}`));
        }
      }
      await request.dispose();
    }
    expect(nuErrors(pageOf, dir)).toEqual([]);
    expect(leaks).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
