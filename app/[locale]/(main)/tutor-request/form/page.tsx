import type { Metadata } from 'next';
import { redirect } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { draftForForm } from '@/lib/tutor-requests/pages.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Spec §2/§5: `/tutor-request/form?teacher_request_id=…` resumes the draft at its first unfilled step. */
export default async function RequestFormPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ teacher_request_id?: string }>;
}) {
  const { locale } = await params;
  const request = await draftForForm((await searchParams).teacher_request_id);
  const step = request.missing_steps[0];
  return redirect({
    href: step ? `/tutor-request/form/${step}?teacher_request_id=${request.id}` : `/tutor-request/form-finish?teacher_request_id=${request.id}`,
    locale,
  });
}
