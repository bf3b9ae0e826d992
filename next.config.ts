import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Each test/production flavour may build into its own folder (e.g. NEXT_DIST_DIR=.next-e2e).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Types are checked once by `npm run typecheck` (part of `npm test`), not again in every build.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
