// server/reviews's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { surveyInvitationsJob } from './jobs';
export { aspectAverages } from './rating';
/** @public For the class page: whether a survey round is open for a class now (its "take the survey" link). */
export { openSurveyRound, openSurveyRoundFigure } from './service';
