import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/db/seed/seed-demo-accounts';
import { demoContext, post } from './support/auth';

/**
 * Student support (issue 33), in Persian on a phone: a student opens a ticket about one of their
 * bills with a file, the operator answers in the console, the student is told by text message,
 * sees the unread answer in the list, reads it and closes the ticket.
 */
const messages = (file: string) => JSON.parse(readFileSync(path.join('messages', file, 'fa.json'), 'utf8'));
const TICKETS = messages('tickets').Tickets;
const BILL = messages('payments').Bill;
const OPERATOR = messages('operator').Operator;
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } };
const STUDENT_MOBILE = DEMO_ACCOUNTS.find((account) => account.key === 'student')!.mobile;

const files = mkdtempSync(path.join(os.tmpdir(), 'student-tickets-'));
const RECEIPT = path.join(files, 'receipt.pdf');
writeFileSync(RECEIPT, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

test('a student asks about their bill with a file; the team answers; the student is told, reads it and closes the ticket', async ({ browser }) => {
  const studentContext = await demoContext(browser, 'student', PHONE);
  const student = await studentContext.newPage();
  await student.goto('/profile/dashboard');
  const topUp = await post(student.request, '/www/v1/wallet/top-up', { amount_cents: 1_500 });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const invoice = ((await topUp.json()) as { data: { invoice: string } }).data.invoice;

  // A ticket about this bill, started from the bill: its category is payment unless the student picks another.
  await student.goto(`/profile/dashboard/my-classes/bill/${invoice}`);
  await student.getByRole('link', { name: BILL.ticket_about_bill }).click();
  await expect(student).toHaveURL(new RegExp(`/profile/dashboard/ticket/new\\?invoice=${invoice}$`));
  await expect(student.getByTestId('ticket-link')).toContainText(TICKETS.about_invoice);
  await expect(student.getByLabel(TICKETS.category)).toHaveValue('payment');
  const subject = `شارژ کیف پول ${Date.now()}`;
  await student.getByLabel(TICKETS.subject, { exact: true }).fill(subject);
  await student.getByLabel(TICKETS.message, { exact: true }).fill('پول را پرداخت کردم ولی کیف پولم خالی است.');
  await student.getByLabel(TICKETS.attachments).setInputFiles(RECEIPT);
  await expect(student.getByTestId('attachments')).toContainText('receipt.pdf');
  await student.getByRole('button', { name: TICKETS.send, exact: true }).click();
  await expect(student).toHaveURL(/\/profile\/dashboard\/ticket\/\d+$/);
  const ticketUrl = student.url();
  await expect(student.getByTestId('ticket-state')).toContainText(TICKETS.state_open);
  await expect(student.getByTestId('ticket-messages')).toContainText('receipt.pdf');

  // The operator answers in the console.
  const desk = await (await demoContext(browser, 'operator', PHONE)).newPage();
  await desk.goto('/operator/tickets');
  await desk.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(desk.getByTestId('desk-ticket-category')).toContainText(TICKETS.category_payment);
  const answer = 'پرداخت شما پیدا شد و کیف پول شارژ شد.';
  await desk.getByLabel(OPERATOR.ticket_answer_form.answer).fill(answer);
  await desk.getByRole('button', { name: OPERATOR.ticket_answer_form.send }).click();
  await expect(desk.getByTestId('desk-messages')).toContainText(answer);
  await expect(desk.getByTestId('desk-ticket-state')).toHaveText(OPERATOR.ticket_state_answered);

  // The student is told by text message, with the thread's address.
  const ticketId = ticketUrl.split('/').pop()!;
  await expect(async () => {
    const outbox = await (await student.request.get(`/api/test/outbox?recipient=${encodeURIComponent(STUDENT_MOBILE)}`)).json();
    expect(outbox.data.messages[0]?.body).toContain(`/profile/dashboard/ticket/${ticketId}`);
  }).toPass({ timeout: 5_000 });

  // The list shows the unread answer; reading the thread clears it; the student closes the ticket.
  await student.goto('/profile/dashboard/ticket');
  const row = student.getByRole('link', { name: new RegExp(subject) });
  await expect(row.getByTestId('unread-answer')).toHaveText(TICKETS.unread_answer);
  await row.click();
  await expect(student.getByTestId('ticket-messages')).toContainText(answer);
  await expect(student.getByTestId('ticket-state')).toContainText(TICKETS.state_answered);
  await student.getByRole('button', { name: TICKETS.close }).click();
  await expect(student.getByTestId('ticket-state')).toContainText(TICKETS.state_closed);
  await student.goto('/profile/dashboard/ticket');
  await expect(student.getByRole('link', { name: new RegExp(subject) }).getByTestId('unread-answer')).toHaveCount(0);
  await studentContext.close();
  await desk.context().close();
});
