import { and, eq, sql } from 'drizzle-orm';
import { isPublicUuid } from '@/lib/schemas/ids';
import type { Db } from '@/server/db/client';
import { sandboxGatewaySessions } from '@/server/db/schema';
import { sandboxSign } from './sandbox-signature';

/**
 * The sandbox gateway's own side: it stands in for a payment provider. It keeps its sessions, shows
 * the hosted page (./sandbox-routes.ts), records the payer's choice, sends the payer back with a
 * signed answer and answers verify calls with a signed statement.
 */
export type SandboxSession = typeof sandboxGatewaySessions.$inferSelect;
export type SandboxChoice = 'pay' | 'decline' | 'cancel';
const STATE_OF: Record<SandboxChoice, string> = { pay: 'paid', decline: 'declined', cancel: 'cancelled' };

export async function openSandboxSession(db: Db, input: { amountCents: number; currency: string; description: string; returnUrl: string }): Promise<string> {
  const [row] = await db.insert(sandboxGatewaySessions).values(input).returning({ reference: sandboxGatewaySessions.reference });
  return row!.reference;
}

export async function sandboxSession(db: Db, reference: string): Promise<SandboxSession | null> {
  if (!isPublicUuid(reference)) return null;
  const [row] = await db.select().from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.reference, reference));
  return row ?? null;
}

/** The form's token: only the page the gateway served can choose for a session. */
export const sandboxFormToken = (reference: string) => sandboxSign('form', reference);

/** Records the payer's choice once (an open session only); answers where to send the payer. */
export async function chooseSandbox(db: Db, reference: string, choice: SandboxChoice): Promise<string | null> {
  await db
    .update(sandboxGatewaySessions)
    .set({ state: STATE_OF[choice] })
    .where(and(eq(sandboxGatewaySessions.reference, reference), eq(sandboxGatewaySessions.state, 'open')));
  const session = await sandboxSession(db, reference);
  return session ? sandboxReturnUrl(session) : null;
}

/** Where the payer goes back to us: the shop's return address with the session's signed outcome. */
export function sandboxReturnUrl(session: SandboxSession): string {
  const url = new URL(session.returnUrl);
  url.searchParams.set('reference', session.reference);
  url.searchParams.set('status', session.state);
  url.searchParams.set('signature', sandboxSign(session.reference, session.state));
  return url.toString();
}

/** The verify call's answer: a statement of the session and its signature. */
export async function sandboxVerifyAnswer(db: Db, reference: string): Promise<{ statement: string; signature: string } | null> {
  const session = await sandboxSession(db, reference);
  if (!session) return null;
  const statement = JSON.stringify({ reference: session.reference, state: session.state, amount_cents: session.amountCents, currency: session.currency });
  return { statement, signature: sandboxSign(statement) };
}

export async function sandboxRefund(db: Db, reference: string, amountCents: number): Promise<boolean> {
  const rows = await db
    .update(sandboxGatewaySessions)
    .set({ refundedCents: sql`${sandboxGatewaySessions.refundedCents} + ${amountCents}` })
    .where(
      and(
        eq(sandboxGatewaySessions.reference, reference),
        eq(sandboxGatewaySessions.state, 'paid'),
        sql`${sandboxGatewaySessions.refundedCents} + ${amountCents} <= ${sandboxGatewaySessions.amountCents}`,
      ),
    )
    .returning({ reference: sandboxGatewaySessions.reference });
  return rows.length === 1;
}
