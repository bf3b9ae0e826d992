import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { smtpEmailDelivery } from './smtp-email';

/**
 * The SMTP adapter against a real SMTP server on this machine (issue 33): what arrives is read back
 * with mailparser, as a mail client would read it.
 */
interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
  mail: ParsedMail;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // STARTTLS off: the test reads what crosses the wire; TLS is the library's own business.
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret-pass') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            user: typeof session.user === 'string' ? session.user : undefined,
            raw,
            mail,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({ host: '127.0.0.1', port, secure: false, user: 'mailer', password: 'secret-pass', from: 'توتورلی <no-reply@tutorly.example>' });
const noDb = {} as Db;

describe('smtpEmailDelivery', () => {
  it('sends a Persian mail a client reads as UTF-8, right to left, with a text and an HTML part', async () => {
    const subject = 'کد ایمیل شما در تیوترلی: ۱۲۳۴۵۶';
    const text = 'سلام،\n\nکد تأیید این نشانی ۱۲۳۴۵۶ است.\n\nاگر شما آن را نخواسته‌اید <نادیده> بگیرید.';
    await smtpEmailDelivery(settings()).send(noDb, { to: 'student@example.com', subject, text, locale: 'fa' });

    const got = received.at(-1)!;
    expect(got.user).toBe('mailer');
    expect(got.from).toBe('no-reply@tutorly.example');
    expect(got.to).toEqual(['student@example.com']);
    // The Subject header is MIME-encoded on the wire (no raw non-ASCII bytes), and decodes back exactly.
    const subjectLine = got.raw.split(/\r\n(?![ \t])/).find((line) => /^subject:/i.test(line))!;
    expect(subjectLine).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect([...subjectLine].every((ch) => ch.charCodeAt(0) < 128)).toBe(true);
    expect(got.mail.subject).toBe(subject);
    expect(got.mail.from?.value).toEqual([{ address: 'no-reply@tutorly.example', name: 'توتورلی' }]);
    expect(got.mail.to && !Array.isArray(got.mail.to) ? got.mail.to.value : []).toEqual([{ address: 'student@example.com', name: '' }]);
    expect(got.mail.headers.get('content-language')).toBe('fa');

    expect(got.mail.text?.trim()).toBe(text);
    expect(got.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(got.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    const html = String(got.mail.html);
    expect(html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('کد تأیید این نشانی ۱۲۳۴۵۶ است.');
    expect(html).toContain('&lt;نادیده&gt;');
    expect(html).toContain(`<title>${subject}</title>`);
  });

  it('writes an English mail left to right', async () => {
    await smtpEmailDelivery(settings()).send(noDb, { to: 'parent@example.com', subject: 'Your code', text: 'Your code is 123456.', locale: 'en-US' });
    const got = received.at(-1)!;
    expect(got.to).toEqual(['parent@example.com']);
    expect(String(got.mail.html)).toMatch(/<html lang="en-US" dir="ltr">/);
    expect(got.mail.text?.trim()).toBe('Your code is 123456.');
  });

  it('fails when the server refuses the credentials (the caller records the failure)', async () => {
    const before = received.length;
    await expect(
      smtpEmailDelivery({ ...settings(), password: 'wrong' }).send(noDb, { to: 'a@example.com', subject: 's', text: 't', locale: 'en-US' }),
    ).rejects.toThrow(/Invalid login|Invalid username/i);
    expect(received.length).toBe(before);
  });
});
