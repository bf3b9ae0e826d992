// The production server: Next's request handler inside our own HTTP server, so that it can
// migrate under a lock before listening, give every request an id and a trusted client address,
// log each request as JSON, and shut down gracefully (`next start` exits at once on SIGTERM).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { serverConfigOrExit } from '@/server/config';
import { migrateDb, openDb } from '@/server/db/client';
import '@/server/app/compose';
import { startJobRunner, stopJobRunner } from '@/server/jobs/runner';
import { beginShutdown, onShutdown, runShutdownHooks } from '@/server/observability/lifecycle';
import { logger, safePath } from '@/server/observability/logger';
import { registerDeployedBuild } from '@/server/pwa/service';
import { badPathBody, clientErrorAnswer, hasMalformedPath, repairMalformedPath, shortenedPageUrl } from '@/server/api/request-shape';
import { siteAddressRedirect } from '@/server/app/site-address';
import { createPageCache } from '@/server/page-cache/handler';
import { TUTOR_LISTS_TAG } from '@/server/page-cache/rules';
import { tagVersions } from '@/server/shared/cache-tags';
import { closeRedis, redisConfigured } from '@/server/shared/redis';
import { observeTutorListsVersion } from '@/server/tutors/freshness';
import { HSTS_HEADER } from '@/lib/security/headers';
import { arrivedOverHttps, clientAddressOf, isLocalCaller, requestIdFor } from './serve-request';

// A misconfigured server says what is wrong and exits before it migrates or listens.
const settings = serverConfigOrExit();
const { port, host: hostname, shutdownTimeoutMs } = settings;
const log = logger();

async function prepareDatabase() {
  // PGlite is one process's own folder: the app opens it on first use. PostgreSQL is shared, and
  // servers started together take turns under an advisory lock (server/db/client.ts).
  if (!settings.database.url) return;
  const handle = await openDb();
  try {
    await migrateDb(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Works the durable jobs (server/jobs) in this server. On PGlite it shares the app's embedded
 * database (one PGlite per folder per process); on PostgreSQL every server works the same queues.
 * Started after the server listens, so set-up and readiness do not wait for it.
 */
async function startJobs() {
  const handle = await openDb();
  await migrateDb(handle);
  // The runner stops (running handlers finish) before its database closes.
  onShutdown(async () => {
    await stopJobRunner();
    await handle.close();
  });
  await startJobRunner(handle, { stopOnShutdown: false });
}

function logRequest(req: IncomingMessage, res: ServerResponse, reqId: string, started: bigint) {
  const path = safePath(req.url ?? '/');
  if (path.startsWith('/_next/static/')) return;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const level = res.statusCode >= 500 ? 'error' : 'info';
  log[level]({ reqId, method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
}

/**
 * Escapes that are not UTF-8 (`/%ff`) made Next answer 500: the caller's fault is a 400 in the
 * API's error shape under /api, and the ordinary 404 page elsewhere (the bad escapes are kept as
 * literal text, so the page can say which address it did not find).
 */
function answeredMalformedPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const api = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  const shorter = api ? null : shortenedPageUrl(url);
  if (shorter) {
    req.url = shorter;
    return false;
  }
  if (!hasMalformedPath(url)) return false;
  if (api) {
    const headers = new Headers();
    for (const name of ['accept-language', 'x-locale']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(JSON.stringify(badPathBody(headers)));
    return true;
  }
  req.url = repairMalformedPath(url);
  return false;
}

/**
 * Tutor data another server changed: its in-process caches here are forgotten within seconds, for
 * signed-in pages and API calls too (anonymous page loads see it at once through the page cache).
 */
function watchTutorChanges() {
  if (!redisConfigured()) return;
  const timer = setInterval(() => {
    tagVersions([TUTOR_LISTS_TAG])
      .then((versions) => observeTutorListsVersion(versions[TUTOR_LISTS_TAG]!))
      .catch(() => undefined);
  }, 3_000);
  timer.unref();
}

async function main() {
  await prepareDatabase();
  // Redis may be away at start: the server still comes up, and readiness reports it.
  await registerDeployedBuild().catch((error) => log.warn({ err: error.message }, 'build id: not recorded'));
  // Next builds its own absolute URLs (the proxy's request, rewrites) from this name, and compares
  // them with each other: any name other than the one it uses internally (`localhost`) turned
  // every page into a redirect loop when HOST was an address (issue 16). It is only a label for
  // URLs; the address the server binds to is `hostname`, below.
  const app = next({ dev: false, hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Anonymous visitors of public pages get them rendered once (server/page-cache); it renders by
  // asking this server, on the loopback address when it listens on all of them.
  const selfHost = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
  const pageCache = settings.pageCache ? createPageCache({ origin: `http://${selfHost}:${port}` }) : { answer: async () => false };
  watchTutorChanges();

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdFor(req);
    // Overwritten on every request: a caller cannot choose the address rate limits count.
    req.headers['x-client-ip'] = clientAddressOf(req);
    req.headers['x-client-local'] = isLocalCaller(req) ? '1' : '0';
    req.headers['x-request-id'] = reqId;
    res.setHeader('X-Request-Id', reqId);
    if (arrivedOverHttps(req)) res.setHeader(HSTS_HEADER.key, HSTS_HEADER.value);
    res.on('finish', () => logRequest(req, res, reqId, started));
    if (answeredMalformedPath(req, res)) return;
    const elsewhere = siteAddressRedirect({
      method: req.method ?? 'GET',
      host: req.headers.host,
      fetchMode: [req.headers['sec-fetch-mode']].flat()[0],
      path: req.url ?? '/',
    });
    if (elsewhere) return void res.writeHead(308, { location: elsewhere }).end();
    void pageCache.answer(req, res).then((answered) => {
      if (!answered) return handle(req, res);
    });
  });
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  // Requests Node's parser refuses (over 16 KB of URL and headers, not HTTP) still get the error shape.
  const refused = new WeakSet<object>();
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    // After refusing a request the parser reports every later chunk of it again. Those repeats are
    // ignored: destroying the socket then would reset it under a client still writing (EPIPE).
    if (refused.has(socket)) return;
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    refused.add(socket);
    // A lingering close: the answer, then keep reading (the parser drops what the client still
    // sends, e.g. the rest of a 300 KB request line) so it reads our answer instead of a reset;
    // the timer bounds how long a client that keeps sending can hold the socket.
    socket.end(clientErrorAnswer(error.code, error.rawPacket));
    setTimeout(() => socket.destroy(), 2_000).unref();
  });
  server.listen(port, hostname, () => log.info({ port }, 'server: listening'));
  startJobs().catch((error) => log.error({ err: error.message }, 'jobs: runner not started'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'server: shutting down, finishing requests in flight');
    beginShutdown();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive sockets turn idle as their last request finishes: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const timeout = setTimeout(() => server.closeAllConnections(), shutdownTimeoutMs);
    await closed;
    clearInterval(sweep);
    clearTimeout(timeout);
    await runShutdownHooks();
    await closeRedis();
    log.info('server: stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  log.fatal({ err: error }, 'server: failed to start');
  process.exit(1);
});
