// server/auth's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { grantRole, revokeRole, rolesOf } from './roles';
export { findUserByTypedMobile } from './users';
// The team's block ends every session of an account (issue 34).
export { revokeOtherSessions } from './sessions';
// One-time codes' rules and helpers, shared by e-mail verification (issue 33).
export { tooManyRequests, unlockAt } from './codes';
export { AUTH_POLICY } from './policy';
export { codeHash, randomCode } from './secrets';
// An admin resets a lost authenticator from the console's person page (issue 34).
export { hasSecondFactor, resetSecondFactor } from './second-factor';
