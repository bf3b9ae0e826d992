import 'server-only';
import { cookies } from 'next/headers';
import { loginPathFor } from '@/lib/auth/guards';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { callApi, flashOf, readFormPost, seeOther, withFlash } from '@/lib/forms/form-post.server';
import { isValidTimeZone } from '@/lib/i18n/time-zone';
import { SESSION_ACTIONS, RESCHEDULE_ANSWERS } from '@/lib/schemas/classes';
import { instantOf } from '@/lib/tutor-requests/week-time';

const intId = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** Only our own class pages and the tutor's dashboard: where a post goes back to (also a form page's `?back=`). */
export const safeBack = (value: FormDataEntryValue | null) => {
  const path = typeof value === 'string' ? value : '';
  return /^\/(profile\/dashboard\/my-classes(\/\d+)?|dashboard|operator\/classes)(\?[\w=&.:-]*)?$/.test(path) ? path : '/profile/dashboard/my-classes';
};

/** A class's form page of its own (a new time's proposal): where a refused post returns, its message beside the field. */
const formPage = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\/profile\/dashboard\/my-classes\/\d+\/reschedule\/\d+$/.test(value) ? value : null;

/** A `datetime-local` value ("2027-01-12T10:30") read on the wall clock of `zone`, as an ISO instant. */
export function localToInstant(value: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m || !isValidTimeZone(zone)) return null;
  const at = instantOf({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, Number(m[4]) * 60 + Number(m[5]), zone);
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}

/**
 * The class pages' form posts (they work without JavaScript): a session action, a cancellation
 * after its confirmation page, a proposal of a new time, an answer to one. One API call each, then
 * a 303 back to the page (with the API's message in the flash cookie on a refusal).
 */
export async function handleClassAction(request: Request, localeParam: string): Promise<Response> {
  const post = await readFormPost(request, localeParam);
  if (post instanceof Response) return post;
  const { locale, form } = post;
  const back = safeBack(form.get('_back'));
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return seeOther(loginPathFor(back), locale);
  const action = String(form.get('_action') ?? '');
  const id = intId(form.get('_id'));
  if (!id) return seeOther(back, locale);
  const flashPath = back.split('?')[0]!;
  let answer;
  if ((SESSION_ACTIONS as readonly string[]).includes(action)) {
    const reason = String(form.get('reason') ?? '').trim();
    answer = await callApi('POST', `/www/v1/classes/sessions/${id}/${action}`, token, locale, reason ? { reason } : {});
  } else if (action === 'reschedule') {
    const zone = String(form.get('time_zone') ?? '');
    const startsAt = localToInstant(String(form.get('starts_at') ?? ''), zone);
    answer = await callApi('POST', `/www/v1/classes/sessions/${id}/reschedule`, token, locale, { starts_at: startsAt ?? '', time_zone: zone });
  } else if ((RESCHEDULE_ANSWERS as readonly string[]).includes(action)) {
    answer = await callApi('POST', `/www/v1/classes/reschedules/${id}/${action}`, token, locale, {});
  } else if (action === 'resolve-held' || action === 'resolve-tutor-absent') {
    const outcome = action === 'resolve-held' ? 'held' : 'tutor_absent';
    answer = await callApi('POST', `/www/v1/operator/classes/sessions/${id}/resolve`, token, locale, { outcome, reason: String(form.get('reason') ?? '') });
  } else return seeOther(back, locale);
  if (answer.status === 401) return seeOther(loginPathFor(back), locale);
  const ok = answer.status === 200 || answer.status === 201;
  const again = formPage(form.get('_again'));
  if (!ok && again) return withFlash(seeOther(`${again}?back=${encodeURIComponent(back)}`, locale), flashOf(again, answer, form));
  return withFlash(seeOther(back, locale), ok ? null : flashOf(flashPath, answer, form));
}

/** The join button's target: the API decides (the two parties, in the window); open → 303 to the room, else back with its message. */
export async function handleJoin(sessionId: string, localeParam: string, backParam: string | null): Promise<Response> {
  const locale = localeParam === 'en-US' ? 'en-US' : 'fa';
  const back = safeBack(backParam);
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return seeOther(loginPathFor(back), locale);
  if (!/^[1-9]\d{0,8}$/.test(sessionId)) return seeOther(back, locale);
  const answer = await callApi('GET', `/www/v1/classes/sessions/${sessionId}/room`, token, locale);
  const url = (answer.body.data as { url?: string | null } | undefined)?.url;
  if (answer.status === 200 && url) return new Response(null, { status: 303, headers: { location: url, 'cache-control': 'no-store' } });
  return withFlash(seeOther(back, locale), flashOf(back.split('?')[0]!, answer));
}
