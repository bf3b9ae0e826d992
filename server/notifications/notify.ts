import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { notifications, userEmails, users } from '@/server/db/schema';
import { type Channel, messageDelivery } from '@/server/messaging/delivery';
import { emailDelivery } from '@/server/messaging/email-delivery';
import { logger } from '@/server/observability/logger';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, SITE_URL } from '@/lib/seo.server';
import { languageOf, type NotificationParams, renderNotification } from './render';
import { NOTIFICATION_TEMPLATES, type TemplateName } from './templates';

export interface NotifyInput {
  template: TemplateName;
  userId: number;
  /** What happened, unique for this user: the same key never sends twice (e.g. `role:operator:granted:2026-11-25`). */
  eventKey: string;
  params?: NotificationParams;
  /** A page of ours for `{link}`: prefixed with the recipient's language and made absolute here. */
  linkPath?: string;
}

export interface NotifyResult {
  channel: Channel;
  status: 'sent' | 'failed' | 'already-sent';
}

type UserRow = typeof users.$inferSelect;

/** The account's verified e-mail (issue 33: `user_emails` holds only confirmed addresses), or null. */
async function verifiedEmailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: userEmails.email }).from(userEmails).where(eq(userEmails.userId, userId));
  return row?.email ?? null;
}

/**
 * Where each channel reaches this person; only verified addresses: the mobile number proved by
 * sign-in, and the e-mail address proved by its code (issue 33; none, no e-mail).
 */
function recipientOn(channel: Channel, user: UserRow, verifiedEmail: string | null): string | null {
  if (channel === 'sms') return user.mobile;
  if (channel === 'email') return verifiedEmail;
  return null;
}

/**
 * Tells a user something, once: in their language and time zone, on each of the template's
 * channels they have verified, through the configured delivery (the outbox locally). A replay of
 * the same event (a retried job, a double click) sends nothing; a failed delivery may be retried.
 */
export async function notify(db: Db, input: NotifyInput): Promise<NotifyResult[]> {
  const template = NOTIFICATION_TEMPLATES[input.template];
  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) return [];
  const verifiedEmail = template.channels.some((channel) => channel === 'email') ? await verifiedEmailOf(db, user.id) : null;
  const results: NotifyResult[] = [];
  for (const channel of template.channels) {
    const recipient = recipientOn(channel, user, verifiedEmail);
    if (!recipient) continue;
    const params = input.linkPath ? { ...input.params, link: SITE_URL + localizedPath(languageOf(user.locale), input.linkPath) } : (input.params ?? {});
    const { body, locale } = renderNotification(template.message, params, user.locale, user.timeZone);
    const claimed = await claim(db, { userId: user.id, template: input.template, eventKey: input.eventKey, channel, recipient, locale, body });
    if (!claimed) {
      results.push({ channel, status: 'already-sent' });
      continue;
    }
    results.push({ channel, status: await deliver(db, claimed, { channel, recipient, body, locale }) });
  }
  return results;
}

type NewNotification = typeof notifications.$inferInsert;

/** Takes the right to send this event on this channel: a new row, or one whose last try failed. */
async function claim(db: Db, row: Omit<NewNotification, 'status'>): Promise<number | null> {
  const [claimed] = await db
    .insert(notifications)
    .values({ ...row, status: 'sending' })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.eventKey, notifications.channel],
      set: { status: 'sending', body: row.body, error: null },
      setWhere: eq(notifications.status, 'failed'),
    })
    .returning({ id: notifications.id });
  return claimed?.id ?? null;
}

async function deliver(db: Db, id: number, message: { channel: Channel; recipient: string; body: string; locale: Locale }): Promise<'sent' | 'failed'> {
  try {
    if (message.channel === 'email') {
      const subject = renderNotification('email_subject', {}, message.locale, null).body;
      await emailDelivery().send(db, { to: message.recipient, subject, text: message.body, locale: message.locale });
    } else {
      await messageDelivery().send(db, { channel: message.channel, recipient: message.recipient, body: message.body });
    }
    await db.update(notifications).set({ status: 'sent' }).where(eq(notifications.id, id));
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger().warn({ notification: id, channel: message.channel, err: reason }, 'notify: delivery failed');
    await db
      .update(notifications)
      .set({ status: 'failed', error: reason.slice(0, 500) })
      .where(eq(notifications.id, id));
    return 'failed';
  }
}
