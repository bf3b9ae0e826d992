import { z } from '@/lib/schemas/zod';

/**
 * The one spelling of every id the API accepts (issue 28): a record's number is its decimal digits
 * with no leading zero, sign, point or space (`13`, never `013`, `+13`, `13.0` or `13 `), and a
 * public uuid is lower case. Anything else names no record: a second name for the same record
 * would let a check keyed on the text and a query keyed on the value disagree.
 */
export const MAX_RECORD_ID = 2_147_483_647;
const RECORD_ID = /^[1-9]\d{0,9}$/;
const PUBLIC_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isRecordId = (value: string) => RECORD_ID.test(value) && Number(value) <= MAX_RECORD_ID;
export const isPublicUuid = (value: string) => PUBLIC_UUID.test(value);

/** A record's id in a path: canonical digits only, answered as a number. */
export const recordId = z
  .string()
  .refine(isRecordId)
  .transform((value) => Number(value));

/** A public uuid in a path (invoices, jobs): lower case only. */
export const publicUuid = z.string().refine(isPublicUuid);
