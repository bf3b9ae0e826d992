import { createClassForPaidRequest, prepaymentRefundableCents, prepaymentRefunded } from '@/server/classes';
import { definePurpose } from '@/server/payments';
import { DomainError } from '@/server/shared/domain-error';
import { choiceVersionOf, markRequestPrepaid, prepaymentBasis } from './prepayment';
import { TUTOR_REQUEST_PREPAYMENT } from '@/lib/schemas/tutor-requests';

/**
 * The request's prepayment as an invoice purpose (issue 18): payments calls these; tutor requests
 * keeps its own tables. The invoice's subject is the request id; it is prepared from
 * `prepaymentDue` (the first week's sessions at the chosen tutor's price) and, once paid, moves the
 * request to `prepaid` and makes the class (server/classes) in the same transaction. Loaded by server/app/payment-purposes.ts.
 */
export { TUTOR_REQUEST_PREPAYMENT };

const requestIdOf = (subject: string | null) => {
  if (!subject || !/^[1-9]\d{0,8}$/.test(subject)) throw new DomainError('not_found', 'tutor_request_not_found');
  return Number(subject);
};

definePurpose(TUTOR_REQUEST_PREPAYMENT, {
  credits: 'sales',
  payableByWallet: true,
  prepare: async (db, userId, subject) => {
    const { due, basis } = await prepaymentBasis(db, userId, requestIdOf(subject));
    return {
      basis,
      lines: [
        {
          label: 'tutor_request_prepayment',
          params: { sessions: due.sessions, tutor: due.tutorName, ...(due.tutorNameEn ? { tutor_en: due.tutorNameEn } : {}) },
          quantity: due.sessions,
          unitCents: due.unitPriceCents,
        },
      ],
    };
  },
  onPaid: async (tx, invoice) => {
    // Only the choice the invoice was billed for (payments checked it too; this closes the race in between).
    await markRequestPrepaid(tx, requestIdOf(invoice.subjectId), invoice.id, choiceVersionOf(invoice.basis));
    // The class and its first sessions, in the same transaction (issue 30): a replayed payment finds the class made.
    await createClassForPaidRequest(tx, requestIdOf(invoice.subjectId), invoice);
  },
  // Refundable in full until the first lesson, then what is still prepaid (issue 30); a refund leaves the class's account too.
  refundableCents: prepaymentRefundableCents,
  onRefunded: prepaymentRefunded,
  paidPath: (invoice) => `/tutor-request/tracking/${requestIdOf(invoice.subjectId)}/success`,
});
