/**
 * Every invoice purpose the app knows: a feature defines its purpose beside its services and is
 * imported here (payments' own: the wallet top-up), like server/jobs/catalog.ts lists jobs.
 */
import './top-up';
import '@/server/tutor-requests/payment-purpose';
