// server/classes's public face (issue 30): what other features (class billing, surveys, reminders) may use.
import type { SESSION_STATES, classSessions, classes, sessionEvents, sessionReschedules } from '@/server/db/schema';

export { classBalance } from './balance';
export { createClassForPaidRequest } from './create';
/** @public For the console's person page: the classes a person takes or teaches. */
export { myClasses } from './views';
export { prepaymentRefundableCents, prepaymentRefunded } from './prepayment';
/** @public For class billing: what its packs hold of a class's account, which refunds leave alone. */
export { provideReservedClassMoney } from './reserved-money';
/** @public For class billing, surveys and reminders: a class or session of a party, or a 404. */
export { classForParty, sessionForParty } from './sessions';
/** @public */
export { roomUrl } from './room';

/** @public A class: one student with one tutor, made when the request's prepayment is paid. */
export type ClassRow = typeof classes.$inferSelect;
/** @public One lesson of a class (UTC instants + the IANA zone it was agreed in). */
export type SessionRow = typeof classSessions.$inferSelect;
/** @public */
export type SessionRescheduleRow = typeof sessionReschedules.$inferSelect;
/** @public */
export type SessionEventRow = typeof sessionEvents.$inferSelect;
/** @public */
export type SessionState = (typeof SESSION_STATES)[number];
/** @public Who acts on a session: its class's student or tutor, an operator, or a job. */
export type SessionActor = 'student' | 'tutor' | 'operator' | 'system';
