import nodemailer from 'nodemailer';
import type { EmailConfig } from '@/server/config';
import { type EmailDelivery, emailHtml } from './email';

type SmtpSettings = NonNullable<EmailConfig['smtp']>;

/**
 * Sends e-mail through an SMTP server with nodemailer: UTF-8 text and HTML parts, the subject
 * encoded for any language. `secure` is TLS from the first byte; otherwise STARTTLS is used when
 * the server offers it. `tls` is for tests against a local server with its own certificate.
 */
export function smtpEmailDelivery(settings: SmtpSettings, tls?: { rejectUnauthorized: boolean }): EmailDelivery {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(tls ? { tls } : {}),
  });
  return {
    async send(_db, email) {
      await transport.sendMail({
        from: settings.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: emailHtml(email),
        textEncoding: 'base64',
        headers: { 'Content-Language': email.locale },
      });
    },
  };
}
