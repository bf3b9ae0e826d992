import { isProduction } from '@/lib/config/public';
import { serviceWorkerSource } from '@/server/pwa/service';

export const dynamic = 'force-dynamic';

export async function GET() {
  // Development serves no worker: a stale one from an earlier production build would cache dev pages.
  const source = isProduction() ? await serviceWorkerSource() : null;
  if (source === null) return new Response(null, { status: 404 });
  return new Response(source, {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      // Browsers must always ask: a new worker is how a new build reaches open pages.
      'Cache-Control': 'no-cache, max-age=0',
      'Service-Worker-Allowed': '/',
    },
  });
}
