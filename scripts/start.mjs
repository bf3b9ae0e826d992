// `npm start`: build for production (when sources changed), migrate and seed the database, serve.
import { buildIfNeeded, localSandboxGateway, run, serve } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
// A local run keeps SMS in the outbox; its page is the only way to read a sign-in code here.
const localDelivery = process.env.MESSAGE_DELIVERY !== 'http';
if (localDelivery) process.env.DEV_OUTBOX ??= '1';
// The outbox lists every number's sign-in code: with it on, the local run listens on this machine
// only (set HOST to open it to the network; the page still answers only loopback callers).
if (process.env.DEV_OUTBOX === '1') process.env.HOST ??= '127.0.0.1';
// Card payments on the sandbox gateway's page, this run only (never with real SMS or an https SITE_URL).
localSandboxGateway();
const started = Date.now();
buildIfNeeded();
run('node', ['--import', 'tsx', 'server/db/setup.ts']);
console.log(`ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of set-up`);
if (process.env.DEV_OUTBOX === '1') {
  console.log(`sign-in codes are not sent by SMS here: read them at http://localhost:${process.env.PORT ?? '3000'}/dev/outbox`);
}
serve('node', ['--import', 'tsx', 'scripts/serve.ts']);
