// server/page-cache's public face: what other features may use (eslint.config.mjs keeps the rest private).
export { TUTOR_LISTS_TAG, tutorTag } from './rules';
