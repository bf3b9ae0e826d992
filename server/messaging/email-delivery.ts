import { serverConfig } from '@/server/config';
import { type EmailDelivery, outboxEmailDelivery } from './email';
import { smtpEmailDelivery } from './smtp-email';

let smtp: EmailDelivery | undefined;

/** EMAIL_DELIVERY=smtp sends through the SMTP server of SMTP_*; otherwise the outbox keeps the mail. */
export function emailDelivery(): EmailDelivery {
  const settings = serverConfig().email.smtp;
  if (!settings) return outboxEmailDelivery;
  smtp ??= smtpEmailDelivery(settings);
  return smtp;
}
