import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ApiError } from '@/lib/api/api-error';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { requireSessionUser } from '@/lib/auth/session.server';
import { redirect } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { failPageValidation } from '@/lib/page-validation';
import type { TutorRequestView } from '@/lib/schemas/tutor-requests';

const ID = /^\d{1,9}$/;

/**
 * A form page's request (spec §2, §5): `teacher_request_id` must name a draft of this user;
 * without it, or with someone else's, the page fails validation ("Page Not Found: {fullPath}").
 * A request already sent opens its tracking page instead.
 */
export async function draftForForm(query: string | string[] | undefined): Promise<TutorRequestView> {
  await requireSessionUser();
  const fullPath = (await headers()).get('x-full-path') ?? '/tutor-request/form';
  const id = typeof query === 'string' && ID.test(query) ? Number(query) : null;
  if (!id) failPageValidation(fullPath);
  let request: TutorRequestView;
  try {
    request = await tutorRequestApi.get(await getServerApiClient(), id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) failPageValidation(fullPath);
    throw error;
  }
  if (request.state !== 'draft') redirect({ href: `/tutor-request/tracking/${id}`, locale: (await getLocale()) as Locale });
  return request;
}

/** A tracking-type page's request by its route id: the owner's, else the 404 page. */
export async function ownedRequestPage(idParam: string): Promise<TutorRequestView> {
  await requireSessionUser();
  if (!ID.test(idParam)) notFound();
  return onServer(tutorRequestApi.get(await getServerApiClient(), Number(idParam)));
}
