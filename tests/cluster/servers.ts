import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A new, empty PostgreSQL database for this run; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface AppServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed (its JSON logs). */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The folders this test file's servers share (as servers behind one load balancer share their
 * uploads), never the local run's `.data`; removed when the file's process ends.
 */
let folders: { PGLITE_DATA_DIR: string; UPLOAD_DIR: string } | undefined;
function ownFolders() {
  if (folders) return folders;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorly-cluster-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return (folders = { PGLITE_DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads') });
}

// The servers of a run share their database, so they share the sandbox gateway's secret too (a
// session one server opened is signed and checked by another): turned on explicitly, one secret a run.
const SANDBOX_GATEWAY = { PAYMENT_GATEWAY: 'sandbox', PAYMENT_SANDBOX_LOCAL: '1', PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex') };

/** Starts the production server (scripts/serve.ts) on a free port; resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TEST_ROUTES: '1',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...ownFolders(),
      ...SANDBOX_GATEWAY,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, port, process: child, output: () => output, exited };
}

export async function waitUntilReady(server: AppServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const answer = await fetch(`${server.url}/api/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
}

export async function stopServer(server: AppServer): Promise<void> {
  if (server.process.exitCode === null) server.process.kill('SIGTERM');
  await server.exited;
}

const CSRF = 'cluster-test-csrf';

/** A JSON call as a browser would make it (writes carry the anti-forgery pair). */
export async function call(server: AppServer, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en-US' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.method && init.method !== 'GET') Object.assign(headers, { cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF });
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) };
}
