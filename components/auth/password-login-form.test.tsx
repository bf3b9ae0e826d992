// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { renderWithIntl } from '@/tests/render';
import { PasswordLoginForm } from './password-login-form';

const loginByPassword = vi.fn();
const complete = vi.fn();
vi.mock('@/lib/api/auth', () => ({
  authApi: { loginByPassword: (_client: unknown, ...args: unknown[]) => loginByPassword(...args), sendCode: vi.fn() },
}));
vi.mock('@/lib/api-client', () => ({ loadApiClient: async () => ({}) }));
vi.mock('@/lib/i18n/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('./use-complete-sign-in', () => ({ useCompleteSignIn: () => ({ complete, leave: vi.fn() }) }));

const MOBILE = '+989121112233';
const refused = (status: number, message: string, field?: string) =>
  new ApiError(status, message, { status: 'ERROR', message, ...(field ? { errors: [{ field, message }] } : {}) } as never, '/api', '/auth');

async function submitPassword(value: string) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('PasswordLoginForm: each refusal said once, in the form', () => {
  beforeEach(() => [loginByPassword, complete].forEach((mock) => mock.mockReset()));

  it('asks the API client not to toast, and shows a wrong password under its field', async () => {
    loginByPassword.mockRejectedValue(refused(422, 'The password is not right.', 'password'));
    renderWithIntl(<PasswordLoginForm mobile={MOBILE} redirectUrl={null} />, 'en-US');
    await submitPassword('not-the-one');
    expect(await screen.findByText('The password is not right.')).toBeInTheDocument();
    expect(loginByPassword).toHaveBeenCalledWith(MOBILE, 'not-the-one', { suppressToast: true }, 'WEBSITE_LOGIN');
    expect(screen.queryByTestId('password-refusal')).not.toBeInTheDocument();
  });

  it('shows a lock (no field) above the button', async () => {
    loginByPassword.mockRejectedValue(refused(429, 'Too many wrong tries: wait 15 minutes.'));
    renderWithIntl(<PasswordLoginForm mobile={MOBILE} redirectUrl={null} />, 'en-US');
    await submitPassword('another-try');
    await waitFor(() => expect(screen.getByTestId('password-refusal')).toHaveTextContent('Too many wrong tries: wait 15 minutes.'));
  });
});
