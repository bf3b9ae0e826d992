// server/reviews's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { surveyInvitationsJob } from './jobs';
export { aspectAverages } from './rating';
