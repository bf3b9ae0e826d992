import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db, DbHandle } from '@/server/db/client';
import { userEmails, users } from '@/server/db/schema';
import { readOutbox } from '@/server/messaging/delivery';
import { postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { createInvoice } from './invoices';
import { definePurpose } from './purposes';
import { sendDueReceipts, sendPaymentReceipt } from './receipt';
import { fundWallet } from './test-helpers';

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  handle = await setupTestDb();
  db = handle.db;
  definePurpose('receipt_test', { credits: 'sales', payableByWallet: true });
});
afterAll(() => handle.close());

async function payer(email: string | null) {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile);
  const user = (await findUserByMobile(db, mobile))!;
  await db.update(users).set({ locale: 'fa' }).where(eq(users.id, user.id));
  if (email) await db.insert(userEmails).values({ userId: user.id, email, verifiedAt: new Date() });
  await fundWallet(db, user.id, 5_000);
  const invoice = await createInvoice(db, {
    userId: user.id,
    purpose: 'receipt_test',
    subjectId: String(user.id),
    lines: [{ label: 'wallet_top_up', quantity: 1, unitCents: 1_250 }],
  });
  const paid = await postApi(`/www/v1/invoice/${invoice.publicId}/pay-by-wallet`, {}, { token });
  expect(paid.status).toBe(200);
  return invoice;
}

describe('the payment receipt e-mail (issue 33)', () => {
  it('is sent by the sweep once to the verified address, with the amount and the receipt page', async () => {
    const email = `payer-${Date.now()}@example.com`;
    const invoice = await payer(email);
    expect((await sendDueReceipts(db)).sent).toBeGreaterThanOrEqual(1);
    expect(await sendDueReceipts(db)).toEqual({ sent: 0 });
    expect(await sendPaymentReceipt(db, invoice.id)).toEqual([{ channel: 'email', status: 'already-sent' }]);
    const mails = await readOutbox(db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('۱۲٫۵۰');
    expect(mails[0]!.body).toContain(invoice.publicId.slice(0, 8).toUpperCase());
    expect(mails[0]!.body).toMatch(new RegExp(`https?://[^/]+/profile/dashboard/my-classes/bill/${invoice.publicId}/payed$`));
  });

  it('goes nowhere without a verified e-mail, and never for an unpaid invoice', async () => {
    const invoice = await payer(null);
    expect(await sendPaymentReceipt(db, invoice.id)).toEqual([]);
    const unpaid = await createInvoice(db, {
      userId: invoice.userId,
      purpose: 'receipt_test',
      subjectId: String(invoice.userId + 1_000_000),
      lines: [{ label: 'wallet_top_up', quantity: 1, unitCents: 900 }],
    });
    expect(await sendPaymentReceipt(db, unpaid.id)).toEqual([]);
  });
});
