import type { Db } from '@/server/db/client';
import { classAccountBalance } from '@/server/payments';

/** How much of a class's account is held for something other than plain prepaid sessions (a discount pack's unused value). */
export type ReservedClassMoney = (db: Db, classId: number) => Promise<number>;

const state = globalThis as unknown as { __reservedClassMoney?: ReservedClassMoney };

/**
 * Class billing tells the classes core what of a class's account its discount packs still hold
 * (classes cannot import billing, which builds on them): a refund never pays out a pack's value.
 * On globalThis: Next bundles each route with its own copy of a module (as server/shared/cache-tags.ts).
 */
export function provideReservedClassMoney(reserved: ReservedClassMoney): void {
  state.__reservedClassMoney = reserved;
}

/** What of the class's account may be refunded as money: its balance less what packs hold, never below zero. */
export async function refundableClassMoney(db: Db, classId: number): Promise<number> {
  const reserved = state.__reservedClassMoney ? await state.__reservedClassMoney(db, classId) : 0;
  return Math.max(0, (await classAccountBalance(db, classId)) - reserved);
}
