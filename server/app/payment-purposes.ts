/**
 * Every invoice purpose the app knows: a feature defines its purpose beside its services
 * (`definePurpose`), and the top floor loads them here, so payments never imports a feature.
 */
import '@/server/payments/top-up';
import '@/server/tutor-requests/payment-purpose';
import '@/server/class-billing/payment-purposes';
import '@/server/video-packages/payment-purpose';
