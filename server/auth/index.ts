// server/auth's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { grantRole, revokeRole, rolesOf } from './roles';
export { findUserByMobile } from './users';
