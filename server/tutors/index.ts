// server/tutors's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { rememberTutorIdOfAccount, tutorIdOfAccount } from './accounts';
export { observeTutorListsVersion, registerTutorCache, tutorsChanged } from './freshness';
