import { handleContentFormPost } from '@/lib/forms/content-forms.server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The content forms' posts (no JavaScript needed): one API call, then a 303 back to the form's page. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string; form: string }> }) {
  const { locale, form } = await params;
  return handleContentFormPost(request, locale, form);
}
