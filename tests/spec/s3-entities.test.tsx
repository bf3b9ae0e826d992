// @vitest-environment jsdom
/**
 * Spec §3 "Entities and their fields", for the state the browser holds: "Auth state: user, token,
 * loggedIn, authResponse, otpLength, sendMethods" and "Global data: countries, cities, …". Each field
 * lives in one place that is filled and read (issue 21: no state that lies).
 */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiSessionBridge } from '@/components/providers/api-session-bridge';
import { signInFlow } from '@/lib/auth/flow';
import { createAuthStore } from '@/stores/auth-store';
import { createGlobalStore } from '@/stores/global-store';
import { StoresProvider } from '@/stores/stores-provider';

const setApiAuthToken = vi.fn();
vi.mock('@/lib/api-client', () => ({ setApiAuthToken: (token: string | null) => setApiAuthToken(token) }));

const stateKeys = (state: object) =>
  Object.keys(state)
    .filter((key) => typeof (state as Record<string, unknown>)[key] !== 'function')
    .sort();

describe('§3 "Auth state: user, token, loggedIn, authResponse, otpLength, sendMethods"', () => {
  it('user, token, loggedIn are the auth store; nothing else is declared there', () => {
    expect(stateKeys(createAuthStore().getState())).toEqual(['loggedIn', 'token', 'user']);
  });

  it("token: the store's token is what the API client sends, also when a reload filled it from the server", () => {
    render(
      <StoresProvider initial={{ auth: { token: 'from-the-server-render', loggedIn: true } }}>
        <ApiSessionBridge />
      </StoresProvider>,
    );
    expect(setApiAuthToken).toHaveBeenLastCalledWith('from-the-server-render');
  });

  it("otpLength and sendMethods (the OTP start response) live in the tab's sign-in flow, which the code page reads", () => {
    sessionStorage.clear();
    const flow = { mobile: '+989121112233', otp_length: 5, send_methods: ['SMS', 'CALL'], send_method: 'SMS', is_registered: true, has_password: false };
    signInFlow.write(flow as never);
    expect(signInFlow.read()).toMatchObject({ otp_length: 5, send_methods: ['SMS', 'CALL'] });
  });
});

describe('§3 "Global data: countries, cities, provinces, meta, faq, pagination, breadcrumb, testimonials, video testimonials, internal links, settings"', () => {
  it("is server data (query client, props), not copied into the global store, which holds only the app's flags", () => {
    expect(stateKeys(createGlobalStore().getState())).toEqual(['error', 'swRegistrationError']);
  });
});
