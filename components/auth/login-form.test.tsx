// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { signInFlow } from '@/lib/auth/flow';
import { renderWithIntl } from '@/tests/render';
import { LoginForm } from './login-form';

const confirmMobile = vi.fn();
vi.mock('@/lib/api/auth', () => ({ authApi: { confirmMobile: (_client: unknown, ...args: unknown[]) => confirmMobile(...args) } }));
vi.mock('@/lib/api-client', () => ({ loadApiClient: async () => ({}) }));
vi.mock('./send-code-choice', () => ({ SendCodeChoice: ({ flow }: { flow: { mobile: string } }) => <p>choose how to get the code for {flow.mobile}</p> }));

const countries = [
  { id: 98, iso2: 'IR', name: 'Iran', dial_code: '+98' },
  { id: 49, iso2: 'DE', name: 'Germany', dial_code: '+49' },
];

describe('LoginForm (the shared form pattern)', () => {
  beforeEach(() => {
    confirmMobile.mockReset();
    sessionStorage.clear();
  });

  it('checks the number for the chosen country before calling the API', async () => {
    const user = userEvent.setup();
    renderWithIntl(<LoginForm countries={countries} redirectUrl={null} />, 'en-US');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your mobile number.');
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This is not a valid mobile number for the selected country.'));
    expect(confirmMobile).not.toHaveBeenCalled();
  });

  it('sends the number in Latin digits with the country, keeps the flow and moves on', async () => {
    const answer = { mobile: '+989121112233', otp_length: 5, send_methods: ['SMS', 'CALL'], is_registered: false, has_password: false };
    confirmMobile.mockResolvedValue(answer);
    const user = userEvent.setup();
    renderWithIntl(<LoginForm countries={countries} redirectUrl={null} />, 'en-US');
    await user.type(screen.getByLabelText('Mobile number'), ' ۰۹۱۲۱۱۱۲۲۳۳ ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('choose how to get the code for +989121112233')).toBeInTheDocument();
    expect(confirmMobile).toHaveBeenCalledWith('09121112233', 98);
    expect(signInFlow.read()).toEqual({ ...answer, send_method: 'SMS' });
  });

  it('puts a 422 about the number under the field', async () => {
    confirmMobile.mockRejectedValue(
      new ApiError(
        422,
        'Invalid',
        { status: 'ERROR', message: 'Invalid', errors: [{ field: 'mobile', message: 'Not a mobile number.' }] } as never,
        '/api',
        '/auth',
      ),
    );
    const user = userEvent.setup();
    renderWithIntl(<LoginForm countries={countries} redirectUrl={null} />, 'en-US');
    await user.type(screen.getByLabelText('Mobile number'), '09121112233');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a mobile number.');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  });
});
