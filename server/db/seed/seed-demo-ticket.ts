import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { classes, ticketMessages, tickets, users } from '@/server/db/schema';

const HOUR = 3_600_000;

/**
 * The demo student's support ticket about their class, answered by the team and not yet read
 * (issue 33), so the ticket list, its unread mark and the dashboard home show a real answer. Made once.
 */
export async function seedDemoTicket(db: Db, studentMobile: string, operatorMobile: string, now = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, studentMobile));
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, operatorMobile));
  if (!student || !operator) return;
  const [existing] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.ownerId, student.id), eq(tickets.topic, 'support')))
    .limit(1);
  if (existing) return;
  const [ownClass] = await db.select({ id: classes.id }).from(classes).where(eq(classes.studentUserId, student.id)).limit(1);
  const asked = new Date(now.getTime() - 26 * HOUR);
  const answered = new Date(now.getTime() - 20 * HOUR);
  const [ticket] = await db
    .insert(tickets)
    .values({
      ownerId: student.id,
      topic: 'support',
      subject: 'جابه‌جایی جلسهٔ چهارشنبه',
      state: 'answered',
      category: 'class',
      ...(ownClass ? { linkKind: 'class', linkRef: String(ownClass.id) } : {}),
      createdAt: asked,
      updatedAt: answered,
    })
    .returning({ id: tickets.id });
  await db.insert(ticketMessages).values([
    {
      ticketId: ticket!.id,
      authorId: student.id,
      body: 'سلام، چهارشنبهٔ این هفته امتحان مدرسه دارم. می‌شود جلسه را یک روز عقب انداخت؟',
      createdAt: asked,
    },
    {
      ticketId: ticket!.id,
      authorId: operator.id,
      fromStaff: true,
      body: 'سلام، بله. در صفحهٔ کلاس، کنار همان جلسه «پیشنهاد زمان تازه» را بزنید و یکی از ساعت‌های آزاد استاد را انتخاب کنید؛ تا ۲۴ ساعت پیش از جلسه لغو و جابه‌جایی رایگان است.',
      createdAt: answered,
    },
  ]);
}
