import { z } from '@/lib/schemas/zod';
import type { PageSection } from './content';
import { emailField, fullNameField, messageField, mobileField, optional } from './form-fields';

export const ABROAD_DEGREES = ['HIGH_SCHOOL', 'BACHELOR', 'MASTER', 'PHD'] as const;

export const abroadCountryParams = z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const abroadRequestBody = z.strictObject({
  country: z.string().regex(/^[a-z0-9-]{1,60}$/),
  full_name: fullNameField,
  mobile: mobileField,
  email: optional(emailField),
  degree: z.enum(ABROAD_DEGREES),
  message: messageField,
});

export type AbroadRequest = z.output<typeof abroadRequestBody>;

export interface AbroadCountrySummary {
  slug: string;
  iso2: string;
  name: string;
  summary: string;
}

export interface AbroadCountry extends AbroadCountrySummary {
  sections: PageSection[];
}
