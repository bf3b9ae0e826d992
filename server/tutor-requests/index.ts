// server/tutor-requests's public face: what other features may use (eslint.config.mjs keeps the rest private).
/** For the console's person page (issue 34): a person's requests. */
export { listMyRequests } from './views';
