import { handleRequestAction } from '@/lib/tutor-requests/actions.server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The tutor request pages' form posts (no JavaScript needed): one API call, then a 303. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return handleRequestAction(request, (await params).locale);
}
