/** Tickets' public face: what other features read of a person's tickets. */
export { unreadTicketAnswers } from './service';
