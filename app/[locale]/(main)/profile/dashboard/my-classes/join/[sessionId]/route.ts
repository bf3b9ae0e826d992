import { handleJoin } from '@/lib/classes/actions.server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The join button: a 303 to the lesson room while the API says it is open to the caller, else back to the page with why. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; sessionId: string }> }) {
  const { locale, sessionId } = await params;
  return handleJoin(sessionId, locale, new URL(request.url).searchParams.get('back'));
}
