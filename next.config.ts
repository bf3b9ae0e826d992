import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { publicEnvProblems } from './lib/config/public';
import { staticSecurityHeaders } from './lib/security/headers';
import { writeMessagesIndex } from './scripts/messages-index';

// Each feature's messages live in messages/<feature>/{fa,en-US}.json; the loader's list of them is generated
// from the folders (a new feature needs no edit elsewhere).
writeMessagesIndex();

// NEXT_PUBLIC_* values are inlined into the bundles at build time: a bad one fails the build here
// (server/config.ts checks every other setting when the server starts).
const publicProblems = publicEnvProblems(process.env);
if (publicProblems.length) {
  throw new Error(['Invalid configuration:', ...publicProblems.map((p) => `  - ${p.variable} ${p.problem}`)].join('\n'));
}

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled when they are imported (build time): pages format them without shipping
  // an ICU parser (intl-messageformat, ~12 KB gzip) to the browser. The loader takes every *.json under
  // ./messages, nested feature folders included, and reads the locale from the file name.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // Each test/production flavour may build into its own folder (e.g. NEXT_DIST_DIR=.next-e2e).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'ioredis'],
  // Servers built separately from one commit agree on the build when the deploy sets BUILD_ID
  // (docs/deploy.md); otherwise Next makes a random one.
  generateBuildId: async () => process.env.BUILD_ID || null,
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [
      { source: '/:path*', headers: staticSecurityHeaders(production) },
      // API answers are data, never documents: nothing in them may run or be framed. The sandbox
      // gateway's hosted page is the one page under /api: it sends its own policy (server/payments/sandbox-routes.ts).
      { source: '/api/:path((?!sandbox-gateway/).*)', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
  poweredByHeader: false,
  // forbidden(): a signed-in visitor without the area's role gets the 403 page (app/[locale]/forbidden.tsx).
  // NEXT_PROFILE_BUILD=1 keeps the server's code unminified, so a CPU profile names our functions
  // (bench:signed-in's BENCH_CPU_PROF); never for a deploy.
  experimental: { authInterrupts: true, ...(process.env.NEXT_PROFILE_BUILD === '1' ? { turbopackMinify: { server: false } } : {}) },
  reactStrictMode: true,
  // Types are checked once by `npm run typecheck` (part of `npm test`), not again in every build.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
