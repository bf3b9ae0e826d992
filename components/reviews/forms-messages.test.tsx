// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allMessages } from '@/tests/messages';
import { renderWithOnly } from '@/tests/render';
import { ReviewAnswerForm, ReviewDecisionForm } from './review-answer-form';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePathname: () => '/dashboard',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

// The tutor's dashboard and the console hand these forms their part of `Reviews` only.
describe.each(['fa', 'en-US'] as const)('review forms with only their part of the messages (%s)', (locale) => {
  const reviews = allMessages(locale).Reviews;

  it('the tutor’s answer', () => {
    const { missing } = renderWithOnly(<ReviewAnswerForm reviewId={3} />, ['Reviews.answer_form', 'FormKit'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByLabelText(reviews.answer_form.label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reviews.answer_form.submit })).toBeInTheDocument();
  });

  it.each(['hide', 'restore'] as const)('the operator’s decision (%s)', (decision) => {
    const { missing } = renderWithOnly(<ReviewDecisionForm reviewId={3} decision={decision} />, ['Reviews.decision_form', 'FormKit'], locale);
    expect(missing).toEqual([]);
    expect(screen.getByLabelText(reviews.decision_form[`${decision}_reason`])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reviews.decision_form[`${decision}_submit`] })).toBeInTheDocument();
  });
});
