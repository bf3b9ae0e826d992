import { localeDirection, type Locale } from '@/lib/i18n/routing';
import type { Db } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema';

/** One e-mail: a subject and a plain-text body, written in `locale`; the HTML part is made from them. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  locale: Locale;
}

/** How e-mail leaves the system (issue 33): the outbox everywhere but production, where SMTP sends it. */
export interface EmailDelivery {
  send(db: Db, email: OutgoingEmail): Promise<void>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** The HTML part: the text's paragraphs in the message's language and direction (right to left for Persian). */
export function emailHtml(email: OutgoingEmail): string {
  const dir = localeDirection(email.locale);
  const paragraphs = email.text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${email.locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>`,
    `<body dir="${dir}" style="font-family: Tahoma, Arial, sans-serif; text-align: start; line-height: 1.8;">`,
    paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

/** Keeps e-mail in the database, where tests and the dev outbox page read them. */
export const outboxEmailDelivery: EmailDelivery = {
  async send(db, email) {
    await db.insert(outboxMessages).values({ channel: 'email', recipient: email.to, subject: email.subject, body: email.text, html: emailHtml(email) });
  },
};
