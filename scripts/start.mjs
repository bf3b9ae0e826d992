// `npm start`: build for production (when sources changed), migrate and seed the database, serve.
import { buildIfNeeded, run, serve } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const started = Date.now();
buildIfNeeded();
run('node', ['--import', 'tsx', 'server/db/setup.ts']);
console.log(`ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of set-up`);
serve('npx', ['next', 'start', '--port', process.env.PORT ?? '3000']);
