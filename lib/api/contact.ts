import type { ContactMessage, FormReceipt } from '@/lib/schemas/contact';
import { apiPost, type ClientSource } from './calls';

export async function sendContactMessage(client: ClientSource, body: ContactMessage): Promise<FormReceipt> {
  return apiPost<FormReceipt>(await client(), '/www/v1/contact-messages', body);
}
