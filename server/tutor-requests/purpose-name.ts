/** The invoice purpose of a request's prepayment (server/tutor-requests/payment-purpose.ts registers it). */
export const TUTOR_REQUEST_PREPAYMENT = 'tutor_request_prepayment';
