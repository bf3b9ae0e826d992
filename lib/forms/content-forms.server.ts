import 'server-only';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import type { FormReceipt } from '@/lib/schemas/contact';
import { CONTENT_FORMS, isContentForm } from './content-forms';
import { callApi, flashOf, sameOrigin, seeOther, withFlash } from './form-post.server';

/**
 * A content form's post without JavaScript (lib/forms/content-forms.ts): the form's fields are the
 * API's body, saved by the same route the script calls; the visitor is sent back to the page the
 * form was on, which shows the receipt or the refusal from the flash cookie.
 */
export async function handleContentFormPost(request: Request, localeParam: string, name: string): Promise<Response> {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'fa';
  if (!isContentForm(name)) return new Response('Not Found', { status: 404 });
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('Bad Request', { status: 400 });
  }
  const { api, page, pages } = CONTENT_FORMS[name];
  const asked = String(form.get('_back') ?? '');
  const back = pages.test(asked) ? asked : page;
  const body = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('_')));
  const answer = await callApi('POST', api, undefined, locale, body, request);
  if (answer.status !== 201) return withFlash(seeOther(back, locale), flashOf(back, answer, form));
  return withFlash(seeOther(back, locale), { path: back, receipt: answer.body.data as unknown as FormReceipt });
}
