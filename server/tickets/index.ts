/** Tickets' public face: what other features read of a person's tickets. */
export { ticketsOf, unreadTicketAnswersFigure } from './service';
