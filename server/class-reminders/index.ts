// server/class-reminders's public face (eslint.config.mjs keeps the rest private).
export { classRemindersJob } from './jobs';
export { joinPagePath } from './windows';
