/** The sign-in rules the spec leaves open (docs/decisions.md, "Sign-in"). */
export const AUTH_POLICY = {
  otpLength: 5,
  codeTtlSeconds: 120,
  resendAfterSeconds: 60,
  codesPerNumberPerHour: 5,
  codeSendsPerIpPerHour: 20,
  maxCodeFailures: 5,
  maxPasswordFailures: 10,
  lockMinutes: 15,
  loginsPerIpPerMinute: 20,
  sessionDays: 30,
  allowCodeMinutes: 10,
  shortcutLinkMinutes: 30,
  authMobileCookieMinutes: 30,
} as const;
