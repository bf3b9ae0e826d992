import { definePurpose } from '@/server/payments';
import { DomainError } from '@/server/shared/domain-error';
import { markRequestPrepaid, prepaymentDue } from './prepayment';
import { TUTOR_REQUEST_PREPAYMENT } from '@/lib/schemas/tutor-requests';

/**
 * The request's prepayment as an invoice purpose (issue 18): payments calls these; tutor requests
 * keeps its own tables. The invoice's subject is the request id; it is prepared from
 * `prepaymentDue` (the first week's sessions at the chosen tutor's price) and, once paid, moves the
 * request to `prepaid` in the same transaction. Loaded by server/app/payment-purposes.ts.
 */
export { TUTOR_REQUEST_PREPAYMENT };

const requestIdOf = (subject: string | null) => {
  if (!subject || !/^\d{1,9}$/.test(subject)) throw new DomainError('not_found', 'tutor_request_not_found');
  return Number(subject);
};

definePurpose(TUTOR_REQUEST_PREPAYMENT, {
  credits: 'sales',
  payableByWallet: true,
  prepare: async (db, userId, subject) => {
    const due = await prepaymentDue(db, userId, requestIdOf(subject));
    return {
      lines: [{ label: 'tutor_request_prepayment', params: { sessions: due.sessions, tutor: due.tutorName }, quantity: due.sessions, unitCents: due.unitPriceCents }],
    };
  },
  onPaid: async (tx, invoice) => {
    await markRequestPrepaid(tx, requestIdOf(invoice.subjectId), invoice.id);
  },
  paidPath: (invoice) => `/tutor-request/tracking/${requestIdOf(invoice.subjectId)}/success`,
});
