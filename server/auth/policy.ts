/** The sign-in rules the spec leaves open (docs/decisions.md, "Sign-in"). */
export const AUTH_POLICY = {
  otpLength: 5,
  /** Five minutes: an SMS can take a minute to arrive, and the page says how long the code lasts (issue 29). */
  codeTtlSeconds: 300,
  resendAfterSeconds: 60,
  codesPerNumberPerHour: 5,
  codeSendsPerIpPerHour: 20,
  maxCodeFailures: 5,
  maxPasswordFailures: 10,
  lockMinutes: 15,
  /** Each lock-out within a day doubles the next one, up to a day (issue 16). */
  maxLockMinutes: 24 * 60,
  lockMemoryHours: 24,
  /** Wrong passwords for one number from all addresses together, per lock window. */
  maxPasswordFailuresPerNumber: 50,
  /** `mobile-registration-confirmation`: per address and per number (enumeration). */
  confirmationsPerIpPerHour: 30,
  confirmationsPerNumberPerHour: 20,
  loginsPerIpPerMinute: 20,
  sessionDays: 30,
  allowCodeMinutes: 10,
  shortcutLinkMinutes: 30,
  authMobileCookieMinutes: 30,
} as const;
