// The production servers a benchmark measures, as docs/deploy.md runs them: each `scripts/serve.ts`
// on its own port, and nginx in front of several (in a throwaway prefix). Not a test.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newestChange, run, waitFor } from './lib.mjs';

const children = [];

/** A production server on `port` with `env`; `nodeArgs` go before the script (a CPU profile's flags). Answers once it is ready. */
export function startServer(port, env, nodeArgs = []) {
  const child = spawn('node', [...nodeArgs, '--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return waitFor(`http://127.0.0.1:${port}/api/ready`);
}

const FLOOR_APP = 'scripts/bench-floor';

/**
 * Next's own floor, beside our server: a throwaway app of one page rendered per request with nothing
 * of ours (scripts/bench-floor), built when missing or older than its pages or config, with the same static file.
 */
export function startFloor(port, env) {
  const [built] = newestChange(path.join(FLOOR_APP, '.next', 'BUILD_ID'));
  const changed = Math.max(...['app', 'next.config.mjs'].map((entry) => newestChange(path.join(FLOOR_APP, entry))[0]));
  if (changed > built) run('node', ['node_modules/next/dist/bin/next', 'build', FLOOR_APP], env);
  fs.mkdirSync(path.join(FLOOR_APP, 'public', 'icons'), { recursive: true });
  fs.copyFileSync('public/icons/icon-192.png', path.join(FLOOR_APP, 'public', 'icons', 'icon-192.png'));
  const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', FLOOR_APP, '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return waitFor(`http://127.0.0.1:${port}/icons/icon-192.png`);
}

function nginxBinary() {
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  console.log('installing nginx from Debian packages…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  run('apt-get', ['install', '-y', '-qq', 'nginx']);
  return '/usr/sbin/nginx';
}

/** nginx on `listen` in front of the given ports, as docs/deploy.md describes. */
export function startProxy(listen, upstreamPorts) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = `worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  upstream app { ${upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join(' ')} keepalive 128; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
    }
  }
}`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'inherit' });
  children.push(child);
  return waitFor(`http://127.0.0.1:${listen}/api/health`);
}

/** Stops every server and proxy started here, and waits until they have exited. */
export async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}
