/**
 * Spec §4 "States and transitions": the rules that are functions of ours, checked here; the
 * journeys themselves run in a browser (tests/e2e/auth.spec.ts: code, password and shortcut
 * sign-in, set-password, logout; tests/e2e/pwa-*.spec.ts: offline, update, install, chunk reload).
 */
import { REQUEST_STATES } from '@/lib/schemas/tutor-requests';
import requestEn from '@/messages/tutor-requests/en-US.json';
import requestFa from '@/messages/tutor-requests/fa.json';
import { TRANSITIONS } from '@/server/tutor-requests/state-machine';
import { describe, expect, it } from 'vitest';
import { nextStepPath } from '@/lib/api/next-step';
import { guardRedirect } from '@/lib/auth/guards';
import { detectLocale } from '@/lib/i18n/negotiate';
import { claimReload, RELOAD_GUARD_MS } from '@/lib/pwa/reload-guard';
import { sendCodeBody } from '@/lib/schemas/auth';
import enPwa from '@/messages/pwa/en-US.json';
import faPwa from '@/messages/pwa/fa.json';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('§4 states and transitions', () => {
  it('"a code is sent (default method SMS, methods offered by the server)"', () => {
    expect(sendCodeBody.parse({ mobile: '+989121234567' }).send_method).toBe('SMS');
  });

  it('"A server 302 steers the user by next_step (start-teaching steps, dashboard, teacher dashboard, tutor request routes)"', () => {
    expect(nextStepPath({ next_step: 'start-teaching.personal-info' })).toBe('/start-teaching/personal-info');
    expect(nextStepPath({ next_step: 'dashboard' })).toBe('/profile/dashboard');
    expect(nextStepPath({ next_step: 'teacher-dashboard' })).toBe('/dashboard');
    expect(nextStepPath({ next_step: 'tutor-request.tracking', params: { id: '12' } })).toBe('/tutor-request/tracking/12');
    expect(nextStepPath({ next_step: 'nowhere' })).toBeNull();
  });

  it('"Route guards auth and auth-mobile run a check before entry" (the rule is ours: lib/auth/page-access.ts)', () => {
    expect(guardRedirect('/profile/dashboard', '', {})).toMatch(/^\/auth\/login\?redirect_url=/);
    expect(guardRedirect('/auth/confirm-code', '', {})).toBe('/auth/login');
    expect(guardRedirect('/auth/confirm-code', '', { mobile: '+989121234567' })).toBeNull();
  });

  it('"Locale: detected on first access from the locale cookie, then the browser language, then the fallback locale"', () => {
    expect(detectLocale('en-US', 'fa-IR,fa;q=0.9')).toBe('en-US');
    expect(detectLocale(undefined, 'fa-IR,fa;q=0.9')).toBe('fa');
    expect(detectLocale(undefined, 'de-DE')).toBe('en-US');
  });

  it('"Connectivity: going offline shows an error toast (key user_connection_fail); coming back online shows a success toast (key user_connection_success)"', () => {
    for (const messages of [faPwa, enPwa] as Record<string, Record<string, string>>[]) {
      const group = Object.values(messages).find((g) => 'user_connection_fail' in g)!;
      expect(group.user_connection_fail).toBeTruthy();
      expect(group.user_connection_success).toBeTruthy();
    }
  });

  it('"A failed chunk load reloads the page, at most once per 10 seconds for the same path"', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload('/faq', storage, 1_000)).toBe(true);
    expect(claimReload('/faq', storage, 5_000)).toBe(false);
    expect(claimReload('/terms', storage, 5_000)).toBe(true);
    expect(claimReload('/faq', storage, 11_001)).toBe(true);
  });

  it('"Request status lifecycle values are not shown": ours are one state machine, each state named for people in both languages', () => {
    const reachable = new Set<string>(Object.values(TRANSITIONS).flatMap((rule) => [...rule.from, rule.to]));
    expect([...reachable].sort()).toEqual([...REQUEST_STATES].sort());
    for (const messages of [requestFa, requestEn]) {
      expect(Object.keys(messages.TutorRequest.states).sort()).toEqual([...REQUEST_STATES].sort());
      expect(Object.keys(messages.TutorRequest.transitions).sort()).toEqual(Object.keys(TRANSITIONS).sort());
    }
  });
});
