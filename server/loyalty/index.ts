// server/loyalty's public face (issue 31): the loyalty club's points, levels and referrals.
export { pointsForHeldLesson } from './lessons';
export { pointsForPosting } from './ledger-watch';
export { levelOf } from './points';
export { welcomeReferredFriend } from './referral';
export { userClubFigure } from './view';
