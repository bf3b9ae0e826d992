// Shared by the start and test scripts: build when the sources changed, run commands loudly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'server', 'stores', 'messages', 'public', 'sw', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'scripts/build-sw.mjs'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function buildIsFresh(distDir = '.next') {
  const marker = path.join(distDir, 'BUILD_ID');
  if (!fs.existsSync(marker)) return false;
  // The service worker is built right after Next (scripts/build-sw.mjs); without it the build is unfinished.
  if (!fs.existsSync(path.join(distDir, 'sw.js'))) return false;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.every((entry) => newestMtime(entry) <= built);
}

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfNeeded() {
  if (buildIsFresh()) {
    console.log('build is up to date');
    return;
  }
  run('npx', ['next', 'build']);
  run('node', ['--import', 'tsx', 'scripts/build-sw.mjs']);
}

/** Runs a long-lived command and forwards signals, so Ctrl-C stops the server gracefully. */
export function serve(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
