import { describe, expect, it } from 'vitest';
import { billedPrepayment } from './prepayment-figures';

const due = { requestId: 1, tutorId: 2, tutorName: 'A', tutorNameEn: null, sessions: 2, unitPriceCents: 4_000, amountCents: 8_000, currency: 'EUR' as const };

describe('billedPrepayment', () => {
  it('shows what the invoice bills, not the tutor’s price read again after it', () => {
    const invoice = { subtotal_cents: 6_400, lines: [{ label: 'x', params: {}, quantity: 2, unit_cents: 3_200, amount_cents: 6_400 }] };
    expect(billedPrepayment(invoice, due)).toEqual({ sessions: 2, unitCents: 3_200, totalCents: 6_400 });
  });

  it('shows the quote while there is no bill', () => {
    expect(billedPrepayment(null, due)).toEqual({ sessions: 2, unitCents: 4_000, totalCents: 8_000 });
  });
});
