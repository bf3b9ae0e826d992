import type { Locale } from '@/lib/i18n/routing';
import type { PersonRecord } from '@/lib/schemas/operator';
import { auditTrailOf } from '@/server/audit';
import { hasSecondFactor } from '@/server/auth';
import { myClasses } from '@/server/classes';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { invoicesOfUser, walletOfUser } from '@/server/payments';
import { ticketsOf } from '@/server/tickets';
import { listMyRequests } from '@/server/tutor-requests';
import { person } from './people';

/**
 * One person's record for the console (docs/decisions.md "The operator console: the person page"):
 * read from each feature's own public functions, newest first in each list.
 */
export async function personRecord(db: Db, id: number, locale: Locale): Promise<PersonRecord> {
  const summary = await person(db, id);
  const [secondFactor, requests, classes, invoices, wallet, tickets, audit] = await together(db, [
    () => hasSecondFactor(db, id),
    () => listMyRequests(db, id, locale, 1, 20),
    () => myClasses(db, id, locale, 1, 20),
    () => invoicesOfUser(db, id),
    () => walletOfUser(db, id),
    () => ticketsOf(db, id, undefined, 1, 20),
    () => auditTrailOf(db, id),
  ]);
  return {
    person: summary,
    second_factor: secondFactor,
    requests: requests.requests,
    classes: classes.classes.map((cls) => ({
      id: cls.id,
      role: cls.role,
      tutor: cls.tutor.name,
      student: cls.student.name,
      course: cls.course,
      state: cls.state,
    })),
    invoices,
    wallet,
    tickets: tickets.tickets,
    audit,
  };
}
