import { z } from '@/lib/schemas/zod';
import { emailField, fullNameField, messageField, mobileField, optional } from './form-fields';

export const CONTACT_SUBJECTS = ['QUESTION', 'SUGGESTION', 'COMPLAINT', 'COOPERATION'] as const;

export const contactMessageBody = z.strictObject({
  full_name: fullNameField,
  email: emailField,
  mobile: optional(mobileField),
  subject: z.enum(CONTACT_SUBJECTS),
  message: messageField,
});

export type ContactMessage = z.output<typeof contactMessageBody>;

export interface FormReceipt {
  id: number;
  created_at: string;
}
