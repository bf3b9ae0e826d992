import { eq } from 'drizzle-orm';
import type { OperatorPayoutView, PayoutState } from '@/lib/schemas/earnings';
import type { Db } from '@/server/db/client';
import { payouts, tutors } from '@/server/db/schema';
import { payoutView } from './view';

/** Payouts in a state for the operator: the whole IBAN and holder, for the bank; oldest first. */
export async function operatorPayouts(db: Db, state: PayoutState): Promise<{ payouts: OperatorPayoutView[] }> {
  const rows = await db
    .select({ payout: payouts, tutorName: tutors.fullNameEn, tutorNameFa: tutors.fullName })
    .from(payouts)
    .innerJoin(tutors, eq(tutors.id, payouts.tutorId))
    .where(eq(payouts.state, state))
    .orderBy(payouts.requestedAt)
    .limit(500);
  return {
    payouts: rows.map(({ payout, tutorName, tutorNameFa }) => ({
      ...payoutView(payout),
      iban: payout.iban,
      tutor_id: payout.tutorId,
      tutor_name: tutorName || tutorNameFa,
      holder_name: payout.holderName,
      batch_id: payout.batchId,
    })),
  };
}
