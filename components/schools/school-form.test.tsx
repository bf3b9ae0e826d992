// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/render';
import { ApiError } from '@/lib/api/api-error';
import { SchoolForm } from './school-form';

const send = vi.fn();
vi.mock('@/lib/api/schools', () => ({ sendSchoolRequest: (_client: unknown, body: unknown) => send(body) }));

const schools = [{ id: 7, name: 'Alborz High School' }];

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your full name'), 'Mina Ghorbani');
  await user.type(screen.getByLabelText('Mobile number'), '۰۹۱۲۱۱۱۲۲۳۳');
  await user.selectOptions(screen.getByLabelText('Student’s grade'), '9');
  await user.selectOptions(screen.getByLabelText('School you are interested in (optional)'), '7');
  await user.type(screen.getByLabelText('Tell us about the student'), 'She loves chemistry and robotics.');
}

describe('SchoolForm (the shared form pattern)', () => {
  beforeEach(() => {
    send.mockReset();
  });

  it('shows inline messages for invalid fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithIntl(<SchoolForm schools={schools} />, 'en-US');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('field-full_name-error')).toBeInTheDocument();
    expect(screen.getByTestId('field-grade-error')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('posts the parsed values (Latin digits, numbers) and shows the confirmation', async () => {
    send.mockResolvedValue({ id: 42, created_at: '2026-01-01T00:00:00Z' });
    const user = userEvent.setup();
    renderWithIntl(<SchoolForm schools={schools} />, 'en-US');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reference number: 42');
    expect(send).toHaveBeenCalledWith({
      full_name: 'Mina Ghorbani',
      mobile: '09121112233',
      grade: 9,
      school_id: 7,
      message: 'She loves chemistry and robotics.',
    });
  });

  it("puts a server 422's field messages under their fields", async () => {
    const body = { status: 'ERROR', message: 'invalid', errors: [{ field: 'mobile', message: 'Number not reachable.' }] };
    send.mockRejectedValue(new ApiError(422, 'invalid', body, '/api', '/www/v1/schools/consultation-requests'));
    const user = userEvent.setup();
    renderWithIntl(<SchoolForm schools={schools} />, 'en-US');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('field-mobile-error')).toHaveTextContent('Number not reachable.'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
