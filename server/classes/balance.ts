import type { Db } from '@/server/db/client';
import { classAccountBalance } from '@/server/payments';

/**
 * A class's balance in cents, read from the ledger only (the class's account `class:<id>`): what
 * was paid in for it (its prepayment, deposits, packs) minus what its sessions charged. Positive is
 * prepaid, negative is owed. Never stored anywhere else.
 */
export function classBalance(db: Db, classId: number): Promise<number> {
  return classAccountBalance(db, classId);
}
