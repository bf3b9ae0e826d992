import { Hono } from 'hono';
import './compose';
import { bodyLimit } from 'hono/body-limit';
import { abroadRoutes } from '@/server/abroad/routes';
import { serverConfig } from '@/server/config';
import { authRoutes } from '@/server/auth/routes';
import { classBillingRoutes } from '@/server/class-billing/routes';
import { classRoutes, operatorClassRoutes, teacherSessionRoutes } from '@/server/classes/routes';
import { calendarFeedRoutes, calendarFileRoutes } from '@/server/calendar-feed/routes';
import { reviewModerationRoutes, reviewRoutes } from '@/server/reviews/routes';
import { contactRoutes } from '@/server/contact/routes';
import { contentRoutes } from '@/server/content/routes';
import { conversationReportRoutes, conversationRoutes } from '@/server/conversations';
import { countryRoutes } from '@/server/countries/routes';
import { earningsRoutes, operatorPayoutRoutes } from '@/server/earnings/routes';
import { loyaltyRoutes } from '@/server/loyalty/routes';
import { emailVerificationRoutes } from '@/server/email-verification/routes';
import { dashboardHomeRoutes } from '@/server/dashboard-home/routes';
import { healthRoutes } from '@/server/health/routes';
import { navigationRoutes } from '@/server/navigation/routes';
import { mediaReviewRoutes } from '@/server/media-review/routes';
import { operatorRoutes } from '@/server/operator/routes';
import { auditRoutes } from '@/server/audit/routes';
import { secondFactorRoutes } from '@/server/auth/second-factor-routes';
import { discountRoutes, invoiceRoutes, operatorInvoiceRoutes, paymentWebhookRoutes, walletRoutes } from '@/server/payments/routes';
import { sandboxGatewayRoutes } from '@/server/payments/sandbox-routes';
import { pwaRoutes } from '@/server/pwa/routes';
import { schoolRoutes } from '@/server/schools/routes';
import { contentTestRoutes } from '@/server/testing/content-routes';
import { testRoutes } from '@/server/testing/routes';
import { classTestRoutes } from '@/server/testing/class-routes';
import { conversationTestRoutes } from '@/server/testing/conversation-routes';
import { paymentTestRoutes } from '@/server/testing/payments-routes';
import { classBillingTestRoutes } from '@/server/testing/class-billing-routes';
import { reviewTestRoutes } from '@/server/testing/reviews-routes';
import { tutorRequestTestRoutes } from '@/server/testing/tutor-request-routes';
import { videoPackageTestRoutes } from '@/server/testing/video-package-routes';
import { searchBoxRoutes, searchBoxV2Routes } from '@/server/search-box/routes';
import { teacherRoutes } from '@/server/teacher/routes';
import { operatorRequestRoutes, teacherOfferRoutes, tutorRequestRoutes } from '@/server/tutor-requests/routes';
import { ticketDeskRoutes, ticketRoutes } from '@/server/tickets/routes';
import { applicationReviewRoutes, tutorApplicationRoutes } from '@/server/tutor-applications/routes';
import { tutorApplicationTestRoutes } from '@/server/testing/tutor-application-routes';
import { topTeacherRoutes, tutorRoutes } from '@/server/tutors/routes';
import { createUploadRoutes } from '@/server/uploads/routes';
import { teacherVideoPackageRoutes, videoPackageRoutes } from '@/server/video-packages/routes';
import { FILE_READERS } from './file-readers';
import { csrfProtection } from '@/server/api/csrf';
import { HttpError } from '@/server/api/errors';
import { provideInProcessApi } from '@/server/api/in-process';
import { callerTranslator } from '@/server/api/locale';
import { requestId } from '@/server/api/request-id';
import { refuseMalformedPath, requireJsonWrites } from '@/server/api/request-shape';
import { logger, safePath } from '@/server/observability/logger';

export const API_BASE_PATH = '/api';

export function createApi() {
  const api = new Hono().basePath(API_BASE_PATH);

  api.use(requestId);
  api.use(refuseMalformedPath);
  api.route('/file/v1', createUploadRoutes(FILE_READERS)); // before the 1 MiB body limit: see server/uploads/routes.ts
  api.use(
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => {
        const t = callerTranslator(c.req.raw.headers);
        return c.json({ status: 'ERROR', message: t('payload_too_large') }, 413);
      },
    }),
  );

  // Callers that are not our pages: the sandbox gateway's own form, Stripe's signed webhook.
  if (serverConfig().payments.gateway === 'sandbox') api.route('/sandbox-gateway', sandboxGatewayRoutes);
  api.route('/www/v1/payments', paymentWebhookRoutes);

  api.use(requireJsonWrites);
  api.use(csrfProtection);

  api.route('/', healthRoutes);
  api.route('/', pwaRoutes);
  api.route('/auth/v1', countryRoutes);
  api.route('/auth/v1', authRoutes);
  api.route('/www/v2/header-navigation', navigationRoutes);
  api.route('/www/v1/content', contentRoutes);
  api.route('/www/v1/contact-messages', contactRoutes);
  api.route('/www/v1/abroad', abroadRoutes);
  api.route('/www/v1/schools', schoolRoutes);
  api.route('/www/v1/search-box', searchBoxRoutes);
  api.route('/www/v2/search-box', searchBoxV2Routes);
  api.route('/www/v2/tutor', tutorRoutes);
  api.route('/www/v1/home', topTeacherRoutes);
  api.route('/www/v1/teacher/offers', teacherOfferRoutes);
  api.route('/www/v1/teacher/sessions', teacherSessionRoutes);
  api.route('/www/v1/teacher/earnings', earningsRoutes);
  api.route('/www/v1/loyalty-club', loyaltyRoutes);
  api.route('/www/v1/email-verification', emailVerificationRoutes);
  api.route('/www/v1/teacher/video-packages', teacherVideoPackageRoutes);
  api.route('/www/v1/teacher', teacherRoutes);
  api.route('/www/v1/video-packages', videoPackageRoutes);
  api.route('/www/v1/tutor-request', tutorRequestRoutes);
  api.route('/www/v1/tutor-application', tutorApplicationRoutes);
  api.route('/www/v1/tickets', ticketRoutes);
  api.route('/www/v1/dashboard', dashboardHomeRoutes);
  api.route('/www/v1/conversations', conversationRoutes);
  api.route('/www/v1/operator/tickets', ticketDeskRoutes);
  api.route('/www/v1/operator/conversation-reports', conversationReportRoutes);
  api.route('/www/v1/operator/classes', operatorClassRoutes);
  api.route('/www/v1/operator/payouts', operatorPayoutRoutes);
  api.route('/www/v1/operator/tutor-applications', applicationReviewRoutes);
  api.route('/www/v1/operator/media-review', mediaReviewRoutes);
  api.route('/www/v1/classes', classRoutes);
  api.route('/www/v1/operator/reviews', reviewModerationRoutes);
  api.route('/www/v1/operator/invoices', operatorInvoiceRoutes);
  api.route('/www/v1/operator/second-factor', secondFactorRoutes);
  api.route('/www/v1/operator/audit', auditRoutes);
  api.route('/www/v1/operator/tutor-requests', operatorRequestRoutes);
  api.route('/www/v1/operator', operatorRoutes);
  api.route('/www/v1/reviews', reviewRoutes);
  api.route('/www/v1/calendar-feed', calendarFeedRoutes);
  api.route('/www/v1/calendar', calendarFileRoutes);
  api.route('/www/v1/invoice', invoiceRoutes);
  api.route('/www/v1/wallet', walletRoutes);
  api.route('/www/v1/discounts', discountRoutes);
  api.route('/www/v1/class-billing', classBillingRoutes);
  if (serverConfig().testRoutes)
    api
      .route('/test', testRoutes)
      .route('/test', contentTestRoutes)
      .route('/test', tutorApplicationTestRoutes)
      .route('/test', paymentTestRoutes)
      .route('/test', classBillingTestRoutes)
      .route('/test', classTestRoutes)
      .route('/test', reviewTestRoutes)
      .route('/test', tutorRequestTestRoutes)
      .route('/test', conversationTestRoutes)
      .route('/test', videoPackageTestRoutes);

  api.notFound((c) => {
    const t = callerTranslator(c.req.raw.headers);
    return c.json({ status: 'ERROR', message: t('route_not_found', { path: c.req.path }) }, 404);
  });

  api.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ status: 'ERROR', message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status as 400);
    }
    const reqId = c.get('requestId' as never) as string | undefined;
    logger().error({ reqId, method: c.req.method, path: safePath(c.req.path), err: error }, 'api: unhandled error');
    const t = callerTranslator(c.req.raw.headers);
    return c.json({ status: 'ERROR', message: t('unknown_error') }, 500);
  });

  return api;
}

export const api = provideInProcessApi(createApi);

// A server render's calls share who the caller is (lib/api-client.server.ts makes one memo per render).
export { inRenderScope, newRenderMemo, renderMemoFor } from '@/server/api/render-scope';
