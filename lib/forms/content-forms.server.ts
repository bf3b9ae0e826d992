import 'server-only';
import type { FormReceipt } from '@/lib/schemas/contact';
import { CONTENT_FORMS, isContentForm } from './content-forms';
import { callApi, flashOf, readFormPost, seeOther, withFlash } from './form-post.server';

/**
 * A content form's post without JavaScript (lib/forms/content-forms.ts): the form's fields are the
 * API's body, saved by the same route the script calls; the visitor is sent back to the page the
 * form was on, which shows the receipt or the refusal from the flash cookie.
 */
export async function handleContentFormPost(request: Request, localeParam: string, name: string): Promise<Response> {
  if (!isContentForm(name)) return new Response('Not Found', { status: 404 });
  const post = await readFormPost(request, localeParam);
  if (post instanceof Response) return post;
  const { locale, form } = post;
  const { api, page, pages } = CONTENT_FORMS[name];
  const asked = String(form.get('_back') ?? '');
  const back = pages.test(asked) ? asked : page;
  const body = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('_')));
  const answer = await callApi('POST', api, undefined, locale, body, request);
  if (answer.status !== 201) return withFlash(seeOther(back, locale), flashOf(back, answer, form));
  return withFlash(seeOther(back, locale), { path: back, receipt: answer.body.data as unknown as FormReceipt });
}
