import { and, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditRecordType } from '@/lib/schemas/audit';
import type { Db } from '@/server/db/client';
import { operatorAuditEntries } from '@/server/db/schema';

/** The newest audit entry for this action on this record, or undefined (tests assert it is there). */
export async function auditEntryFor(db: Db, action: AuditAction, recordType: AuditRecordType, recordId: string | number) {
  const [row] = await db
    .select()
    .from(operatorAuditEntries)
    .where(and(eq(operatorAuditEntries.action, action), eq(operatorAuditEntries.recordType, recordType), eq(operatorAuditEntries.recordId, String(recordId))))
    .orderBy(desc(operatorAuditEntries.id))
    .limit(1);
  return row;
}
