import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import type { contactMessageBody, FormReceipt } from '@/lib/schemas/contact';
import type { Db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';

export async function saveContactMessage(db: Db, locale: Locale, input: z.output<typeof contactMessageBody>): Promise<FormReceipt> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: input.full_name,
      email: input.email,
      mobile: input.mobile ?? null,
      subject: input.subject,
      message: input.message,
      locale,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return { id: row!.id, created_at: row!.createdAt.toISOString() };
}
