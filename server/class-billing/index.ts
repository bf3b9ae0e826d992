// server/class-billing's public face (issue 30): what other features may use. The class page reads a
// class's prepaid / owed / packs with `classMoney` (all from the ledger); its pages are lib/class-billing/paths.ts.
export { classMoney } from './money';
/** @public The figures classMoney answers. */
export type { ClassMoney, PackMoney } from './money';
