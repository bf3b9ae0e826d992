import { z } from '@/lib/schemas/zod';
import { optionalQueryRecordId, queryInt } from './query-values';
import { fullNameField, messageField, mobileField, optional } from './form-fields';

export const SCHOOL_LEVELS = ['PRIMARY', 'MIDDLE', 'HIGH'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

export const schoolListQuerySchema = z.strictObject({
  city: z.string().regex(/^[a-z0-9-]{1,80}$/),
  level: z.enum(SCHOOL_LEVELS).optional(),
});

export const schoolRequestBody = z.strictObject({
  school_id: optional(optionalQueryRecordId()),
  full_name: fullNameField,
  mobile: mobileField,
  grade: queryInt(1, 12),
  message: messageField,
});

export type SchoolRequest = z.output<typeof schoolRequestBody>;

export interface School {
  id: number;
  slug: string;
  name: string;
  district: string;
  level: SchoolLevel;
  gender: 'BOYS' | 'GIRLS';
  kind: 'PUBLIC' | 'PRIVATE' | 'GIFTED';
}

export interface SchoolList {
  city: { slug: string; name: string };
  schools: School[];
}
