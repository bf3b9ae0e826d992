// Shared by the start and test scripts: build when the sources changed, run commands loudly.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'server',
  'stores',
  'messages',
  'public',
  'sw',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'scripts/build-sw.mjs',
  'scripts/compile-hints.mjs',
];

/** The newest change under `entry` (the entry itself or anything in it): [mtime, path]. */
/** The newest file under `entry` (a file or a folder), as [mtime, path]. */
export function newestChange(entry) {
  if (!fs.existsSync(entry)) return [0, entry];
  const stat = fs.statSync(entry);
  const own = [stat.mtimeMs, entry];
  if (!stat.isDirectory()) return own;
  return fs.readdirSync(entry).reduce((newest, name) => {
    const inside = newestChange(path.join(entry, name));
    return inside[0] > newest[0] ? inside : newest;
  }, own);
}

/** Why the build in `distDir` is not fresh (no build, unfinished, a newer source), or null when it is. */
export function staleBuildReason(distDir = '.next') {
  const marker = path.join(distDir, 'BUILD_ID');
  if (!fs.existsSync(marker)) return `no build in ${distDir}`;
  // The service worker is built right after Next (scripts/build-sw.mjs); without it the build is unfinished.
  if (!fs.existsSync(path.join(distDir, 'sw.js'))) return `the build in ${distDir} has no service worker`;
  const built = fs.statSync(marker).mtimeMs;
  const newer = SOURCES.map(newestChange).find(([mtime]) => mtime > built);
  return newer ? `${newer[1]} changed after the build` : null;
}

export function buildIsFresh(distDir = '.next') {
  return staleBuildReason(distDir) === null;
}

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfNeeded() {
  const stale = staleBuildReason(process.env.NEXT_DIST_DIR ?? '.next');
  if (!stale) {
    console.log('build is up to date');
    return;
  }
  // `npm test` builds once, in its build stage; a stage after it that would build again means
  // something changed the sources meanwhile: say what rather than spend minutes on a second build.
  if (process.env.EXPECT_FRESH_BUILD === '1') {
    console.error(`The build stage already built, but ${stale}: a test stage must not change the sources.`);
    process.exit(1);
  }
  console.log(`building: ${stale}`);
  // The package's build: Next, then the framework files' compile hints, then the service worker.
  run('npm', ['run', 'build']);
}

/** Runs a long-lived command and forwards signals, so Ctrl-C stops the server gracefully. */
export function serve(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers 2xx (a server started by a bench script is ready). */
export async function waitFor(url, tries = 240) {
  for (let i = 0; i < tries; i++) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await sleep(500);
  }
  throw new Error(`no answer from ${url}`);
}

/** The bench database is made on first use (the machine's PostgreSQL trusts local connections). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/**
 * A local run's card payments (issue 28): the sandbox gateway, turned on explicitly for this run with
 * a random secret of its own unless one is given. Never where the run looks public: with real SMS or
 * an https SITE_URL the server refuses the sandbox at start, so nothing is set then.
 */
export function localSandboxGateway(env = process.env) {
  const looksPublic = env.MESSAGE_DELIVERY === 'http' || (env.SITE_URL ?? '').startsWith('https://');
  if (looksPublic && !env.PAYMENT_GATEWAY) return;
  env.PAYMENT_GATEWAY ??= 'sandbox';
  if (env.PAYMENT_GATEWAY !== 'sandbox' || looksPublic) return;
  env.PAYMENT_SANDBOX_LOCAL ??= '1';
  env.PAYMENT_SANDBOX_SECRET ??= randomBytes(32).toString('hex');
}
