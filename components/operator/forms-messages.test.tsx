// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allMessages } from '@/tests/messages';
import { renderWithOnly } from '@/tests/render';
import { ApplicationDecisionForm } from './application-decision-form';
import { MediaDecisionForm } from './media-decision-form';
import { RefundForm } from './refund-form';
import { RoleForm } from './role-form';
import { SecondFactorReset } from './second-factor-reset';
import { TicketAnswerForm } from './ticket-answer-form';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePathname: () => '/operator',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

// The console's forms are handed their own part of `Operator` (its 300-odd messages stay on the
// server): each renders whole, in both languages, with exactly what its page sends.
describe.each(['fa', 'en-US'] as const)('the console’s forms with only their part of the messages (%s)', (locale) => {
  const op = allMessages(locale).Operator;

  it('the refund form', () => {
    const { missing } = renderWithOnly(<RefundForm invoiceId="inv" cardLeft />, ['Operator.refund_form', 'FormKit'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByLabelText(op.refund_form.amount)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: op.refund_form.to_card })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: op.refund_form.submit })).toBeInTheDocument();
  });

  it('the media decision form', () => {
    const { missing } = renderWithOnly(<MediaDecisionForm tutorId={1} />, ['Operator.media_form', 'FormKit'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByRole('option', { name: op.media_form.reject })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: op.media_form.send })).toBeInTheDocument();
  });

  it('the role form, with the roles’ names from its page', () => {
    const { missing } = renderWithOnly(<RoleForm roleLabels={{ teacher: 'T', operator: 'O', admin: 'A' }} />, ['Operator.role_form'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByLabelText(op.role_form.mobile)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: op.role_form.revoke })).toBeInTheDocument();
  });

  it('the authenticator reset', () => {
    const { missing } = renderWithOnly(<SecondFactorReset id={1} />, ['Operator.reset_form', 'FormKit'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByRole('button', { name: op.reset_form.submit })).toBeInTheDocument();
  });

  it('the ticket answer', () => {
    const { missing } = renderWithOnly(<TicketAnswerForm id={1} open />, ['Operator.ticket_answer_form', 'FormKit'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByLabelText(op.ticket_answer_form.answer, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: op.ticket_answer_form.close })).toBeInTheDocument();
  });

  it('an application’s decision', () => {
    const { missing } = renderWithOnly(<ApplicationDecisionForm id={1} inReview={false} />, ['Operator.decision_form', 'FormKit'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByRole('option', { name: op.decision_form.start_review })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: op.decision_form.send })).toBeInTheDocument();
  });
});
