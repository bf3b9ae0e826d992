import 'server-only';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { loginPathFor } from '@/lib/auth/guards';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { FORM_STEPS, type FormStep } from '@/lib/schemas/tutor-requests';
import { formatNumber } from '@/lib/format';
import { callApi, flashOf, readFormPost, seeOther, withFlash } from '@/lib/forms/form-post.server';
import { stepBody } from './form-data';

/** Where an offer's answer returns: the tutor's home or their offers page (with its view and page), nothing else. */
const offersBack = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\/dashboard(\/offers(\?filter=(open|all)(&page=\d{1,4})?)?)?$/.test(value) ? value : '/dashboard';

const intId = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Handles one form post of the tutor request pages (they work without JavaScript): each is one
 * call to our own API with the session as a bearer token (lib/forms/form-post.server.ts).
 */
export async function handleRequestAction(request: Request, localeParam: string): Promise<Response> {
  const post = await readFormPost(request, localeParam);
  if (post instanceof Response) return post;
  const { locale, form } = post;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const action = String(form.get('_action') ?? '');
  const id = intId(form.get('_id'));

  if (action === 'start') {
    const params = new URLSearchParams();
    for (const name of ['tutor', 'origin', 'course_id', 'city_id']) {
      const value = form.get(name);
      if (typeof value === 'string' && value) params.set(name, value);
    }
    const body = {
      tutor: params.get('tutor') ?? undefined,
      origin: params.get('origin') ?? undefined,
      course_id: params.get('course_id') ?? undefined,
      city_id: params.get('city_id') ?? undefined,
    };
    const created = token ? await callApi('POST', '/www/v1/tutor-request', token, locale, body) : null;
    // A visitor signs in first (auth origin TUTOR_REQUEST) and comes back to start this request.
    if (!created || created.status === 401) return seeOther(loginPathFor(`/tutor-request/new?${params}`), locale);
    if (created.status !== 201) return withFlash(seeOther(`/tutor-request/new?${params}`, locale), flashOf('/tutor-request/new', created));
    return withFlash(seeOther(`/tutor-request/form?teacher_request_id=${created.body.data!.id}`, locale), null);
  }

  if (!token) return seeOther(loginPathFor(String(form.get('_back') ?? '/profile/dashboard/my-requests')), locale);

  if ((action === 'accept' || action === 'decline') && id) {
    const answer = await callApi(
      'POST',
      `/www/v1/teacher/offers/${id}/${action}`,
      token,
      locale,
      action === 'decline' ? { reason: String(form.get('reason') ?? '') } : {},
    );
    // Back to the list the answer was given from (the home, or a page of the offers), with what happened.
    const back = offersBack(form.get('_back'));
    const path = back.split('?')[0]!;
    if (answer.status !== 200) return withFlash(seeOther(back, locale), { ...flashOf(path, answer), path });
    const t = await getTranslations({ locale, namespace: 'TutorRequest' });
    const request = (answer.body.data as { request_id?: number } | undefined)?.request_id;
    const notice = t(action === 'accept' ? 'offer_accepted_notice' : 'offer_declined_notice', {
      id: formatNumber(request ?? id, locale, { useGrouping: false }),
    });
    return withFlash(seeOther(back, locale), { path, notice });
  }

  if (!id) return seeOther('/profile/dashboard/my-requests', locale);
  const query = `?teacher_request_id=${id}`;

  if (action === 'save') {
    const step = String(form.get('_step') ?? '') as FormStep;
    if (!FORM_STEPS.includes(step)) return seeOther(`/tutor-request/form${query}`, locale);
    const answer = await callApi('POST', `/www/v1/tutor-request/${id}/${step}`, token, locale, stepBody(step, form));
    const back = `/tutor-request/form/${step}`;
    if (answer.status === 401) return seeOther(loginPathFor(back + query), locale);
    if (answer.status !== 200) return withFlash(seeOther(back + query, locale), flashOf(back, answer, form));
    // The server says where the form goes next (the address step only for in-person lessons).
    const target = form.get('_return') === 'finish' ? '/tutor-request/form-finish' : String((answer.body.data as { next_step: string }).next_step);
    return withFlash(seeOther(target + query, locale), null);
  }

  const routes: Record<string, { path: string; body: () => object; done: string; back: string }> = {
    submit: { path: 'submit', body: () => ({}), done: `/tutor-request/successful/${id}`, back: `/tutor-request/form-finish${query}` },
    choose: {
      path: 'choose',
      body: () => ({ offer_id: String(form.get('offer_id') ?? '') }),
      done: `/tutor-request/tracking/${id}/prepayment`,
      back: `/tutor-request/tracking/${id}`,
    },
    cancel: {
      path: 'cancel',
      body: () => ({ reason: String(form.get('reason') ?? '') }),
      done: `/tutor-request/tracking/${id}`,
      back: `/tutor-request/tracking/${id}`,
    },
    reassign: {
      path: 'reassign',
      body: () => ({ reason: String(form.get('reason') ?? '') }),
      done: `/tutor-request/tracking/${id}`,
      back: `/tutor-request/reassign/${id}`,
    },
  };
  // Only the actions named above: `__proto__` or `toString` must not find the object's own machinery (a 500 the fuzz found).
  const route = Object.hasOwn(routes, action) ? routes[action] : undefined;
  if (!route) return seeOther('/profile/dashboard/my-requests', locale);
  // Cancelling releases tutors who accepted: the page asks to tick a box first (no JavaScript needed).
  if (action === 'cancel' && form.get('_confirm_needed') === '1' && form.get('confirm_release') !== '1') {
    const t = await getTranslations({ locale, namespace: 'TutorRequest' });
    const refused = {
      status: 422,
      body: { message: t('cancel_confirm_missing'), errors: [{ field: 'confirm_release', message: t('cancel_confirm_missing') }] },
    };
    return withFlash(seeOther(route.back, locale), flashOf(route.back, refused, form));
  }
  const answer = await callApi('POST', `/www/v1/tutor-request/${id}/${route.path}`, token, locale, route.body());
  if (answer.status === 401) return seeOther(loginPathFor(route.back), locale);
  if (answer.status !== 200) return withFlash(seeOther(route.back, locale), flashOf(route.back.split('?')[0]!, answer, form));
  return withFlash(seeOther(route.done, locale), null);
}
