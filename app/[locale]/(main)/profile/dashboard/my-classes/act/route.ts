import { handleClassAction } from '@/lib/classes/actions.server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The class pages' and the tutor dashboard's session actions (no JavaScript needed): one API call, then a 303. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return handleClassAction(request, (await params).locale);
}
