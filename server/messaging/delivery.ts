import { desc, eq } from 'drizzle-orm';
import { serverConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema';
import { httpSmsDelivery } from './http-sms';

export type Channel = 'sms' | 'call' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  body: string;
}

/** How SMS, calls and e-mail leave the system. Production uses an adapter; everything else the outbox. */
export interface MessageDelivery {
  send(db: Db, message: OutgoingMessage): Promise<void>;
}

/** Keeps messages in the database, where tests and the dev outbox page read them. */
export const outboxDelivery: MessageDelivery = {
  async send(db, message) {
    await db.insert(outboxMessages).values(message);
  },
};

/** MESSAGE_DELIVERY=http sends through the SMS provider configured by SMS_API_URL and SMS_API_KEY. */
export function messageDelivery(): MessageDelivery {
  return serverConfig().messaging.delivery === 'http' ? httpSmsDelivery : outboxDelivery;
}

export function readOutbox(db: Db, recipient: string, limit = 10) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(limit);
}

export function latestOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
