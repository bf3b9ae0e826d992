// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { signInFlow } from '@/lib/auth/flow';
import { renderWithIntl } from '@/tests/render';
import { CodeForm } from './code-form';

const loginByCode = vi.fn();
const sendCode = vi.fn();
const complete = vi.fn();
vi.mock('@/lib/api/auth', () => ({
  authApi: {
    loginByCode: (_client: unknown, ...args: unknown[]) => loginByCode(...args),
    sendCode: (_client: unknown, ...args: unknown[]) => sendCode(...args),
  },
}));
vi.mock('@/lib/api-client', () => ({ loadApiClient: async () => ({}) }));
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));
vi.mock('./use-complete-sign-in', () => ({ useCompleteSignIn: () => ({ complete, leave: vi.fn() }) }));
vi.mock('./full-name-form', () => ({ FullNameForm: () => <p>name form</p> }));

const MOBILE = '+989121112233';
const box = (n: number, total = 4) => screen.getByLabelText(`Digit ${n} of ${total}`) as HTMLInputElement;
const typeCode = (code: string) => [...code].forEach((digit, i) => fireEvent.change(box(i + 1), { target: { value: digit } }));
const refused = (status: number, message: string, field?: string) =>
  new ApiError(status, message, { status: 'ERROR', message, ...(field ? { errors: [{ field, message }] } : {}) } as never, '/api', '/auth');

describe('CodeForm (the shared form pattern)', () => {
  beforeEach(() => {
    [loginByCode, sendCode, complete].forEach((mock) => mock.mockReset());
    sessionStorage.clear();
    signInFlow.write({ mobile: MOBILE, otp_length: 4, send_methods: ['CALL'], send_method: 'CALL', is_registered: true, has_password: false });
  });

  it('submits on the last digit with the flow’s length and method, then completes the sign-in', async () => {
    loginByCode.mockResolvedValue({ token: 't' });
    complete.mockResolvedValue('done');
    renderWithIntl(<CodeForm purpose="forgot-password" mobile={MOBILE} redirectUrl={null} />, 'en-US');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    typeCode('1234');
    await waitFor(() => expect(loginByCode).toHaveBeenCalledWith(MOBILE, '1234', true, 'CALL', { suppressToast: true }, 'WEBSITE_LOGIN'));
    await waitFor(() => expect(complete).toHaveBeenCalledWith({ token: 't' }, '/auth/change-password'));
    expect(loginByCode).toHaveBeenCalledTimes(1);
  });

  it('keeps the countdown and the code’s lifetime from when the code was sent, across a reload (issue 29)', () => {
    const flow = signInFlow.read()!;
    signInFlow.write({ ...flow, code_sent_at: Date.now() - 50_000, code_expires_in: 300, resend_in: 60 });
    renderWithIntl(<CodeForm purpose="login" mobile={MOBILE} redirectUrl={null} />, 'en-US');
    expect(screen.getByText(/You can ask for a new code in 0:(09|10)/)).toBeInTheDocument();
    expect(screen.getByTestId('code-lifetime')).toHaveTextContent(/The code is valid for 4:(09|10) more\./);
  });

  it('says when the code has expired', () => {
    const flow = signInFlow.read()!;
    signInFlow.write({ ...flow, code_sent_at: Date.now() - 301_000, code_expires_in: 300, resend_in: 60 });
    renderWithIntl(<CodeForm purpose="login" mobile={MOBILE} redirectUrl={null} />, 'en-US');
    expect(screen.getByTestId('code-lifetime')).toHaveTextContent('This code has expired. Please ask for a new one.');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('shows a wrong code’s 422 under the boxes and starts again from an empty first box', async () => {
    loginByCode.mockRejectedValue(refused(422, 'Wrong code: 4 tries left.', 'mobile_verification_code'));
    renderWithIntl(<CodeForm purpose="login" mobile={MOBILE} redirectUrl={null} />, 'en-US');
    typeCode('9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code: 4 tries left.');
    expect(box(1).value).toBe('');
    // The boxes empty, then focus moves to the first (an effect of the emptied value): on a busy machine a step later.
    await waitFor(() => expect(document.activeElement).toBe(box(1)));
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a lock leaves only the lock: its message, no boxes, no countdown, no confirm button', async () => {
    loginByCode.mockRejectedValue(refused(429, 'This number is locked for 15 minutes.'));
    renderWithIntl(<CodeForm purpose="login" mobile={MOBILE} redirectUrl={null} />, 'en-US');
    typeCode('9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This number is locked for 15 minutes.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByLabelText(/^Digit/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/new code/i)).toBeNull();
    expect(screen.getByRole('link', { name: /number/i })).toBeInTheDocument();
  });

  it('writes the number in Persian digits on Persian pages', () => {
    renderWithIntl(<CodeForm purpose="login" mobile={MOBILE} redirectUrl={null} />, 'fa');
    expect(screen.getByText('+۹۸۹۱۲۱۱۱۲۲۳۳')).toBeInTheDocument();
  });

  it('asks for a name when the new account has none', async () => {
    loginByCode.mockResolvedValue({ token: 't' });
    complete.mockResolvedValue('needs-name');
    renderWithIntl(<CodeForm purpose="login" mobile={MOBILE} redirectUrl={null} />, 'en-US');
    typeCode('1234');
    expect(await screen.findByText('name form')).toBeInTheDocument();
  });

  it('uses five digits and SMS for a number the flow does not know', async () => {
    renderWithIntl(<CodeForm purpose="login" mobile="+989120000000" redirectUrl={null} />, 'en-US');
    expect(screen.getAllByLabelText(/^Digit \d of 5$/)).toHaveLength(5);
  });
});
