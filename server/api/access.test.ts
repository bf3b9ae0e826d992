import { describe, expect, it } from 'vitest';
import { routeAccessTable } from '@/tests/fuzz/access';

/**
 * Who may call each route, written out: a new route without a declared access, or a change of
 * access, fails here until this table says so. The 401/403 answers themselves are generated from
 * the app in server/api/fuzz.test.ts.
 */
const EXPECTED: Record<string, string> = {
  'OPTIONS /api/file/v1/upload-tus': 'public',
  'OPTIONS /api/file/v1/upload-tus/:id': 'public',
  'POST /api/file/v1/upload-tus': 'user',
  'GET /api/file/v1/upload-tus/:id': 'user',
  'PATCH /api/file/v1/upload-tus/:id': 'user',
  'DELETE /api/file/v1/upload-tus/:id': 'user',
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/build-id': 'public',
  'GET /api/auth/v1/get-countries': 'public',
  'POST /api/auth/v1/mobile-registration-confirmation': 'public',
  'POST /api/auth/v1/mobile-verification-send-code': 'public',
  'POST /api/auth/v1/login-by-mobile-verification': 'public',
  'POST /api/auth/v1/login-by-password': 'public',
  'GET /api/auth/v1/csrf': 'public',
  'POST /api/auth/v1/login-by-shortcut-link': 'public',
  'GET /api/auth/v1/me': 'user',
  'POST /api/auth/v1/logout': 'public',
  'POST /api/auth/v1/set-password': 'user',
  'POST /api/auth/v1/register-fullname': 'user',
  'POST /api/auth/v1/preferences': 'user',
  'GET /api/auth/v1/sessions': 'user',
  'POST /api/auth/v1/sessions/end': 'user',
  'POST /api/auth/v1/sessions/end-others': 'user',
  'GET /api/www/v2/header-navigation/important-course-groups': 'public',
  'GET /api/www/v2/header-navigation/all-courses': 'public',
  'GET /api/www/v1/content/pages/:slug': 'public',
  'GET /api/www/v1/content/faq': 'public',
  'GET /api/www/v1/content/testimonials': 'public',
  'GET /api/www/v1/content/internal-links': 'public',
  'GET /api/www/v1/content/settings': 'public',
  'POST /api/www/v1/contact-messages': 'public',
  'GET /api/www/v1/abroad/countries': 'public',
  'GET /api/www/v1/abroad/countries/:slug': 'public',
  'POST /api/www/v1/abroad/consultation-requests': 'public',
  'GET /api/www/v1/schools': 'public',
  'POST /api/www/v1/schools/consultation-requests': 'public',
  'GET /api/www/v1/search-box/search': 'public',
  'GET /api/www/v1/search-box/provinces': 'public',
  'GET /api/www/v1/search-box/cities': 'public',
  'GET /api/www/v1/search-box/tutoring-courses': 'public',
  'GET /api/www/v1/search-box/tutoring-package-courses': 'public',
  'GET /api/www/v2/search-box/countries': 'public',
  'GET /api/www/v2/tutor/list/fetch': 'public',
  'GET /api/www/v2/tutor/list/best-list': 'public',
  'GET /api/www/v2/tutor/list/price-numbers': 'public',
  'GET /api/www/v2/tutor/list/price-page': 'public',
  'GET /api/www/v2/tutor/list/link-parameters': 'public',
  'GET /api/www/v2/tutor/profile/courses/:id': 'public',
  'GET /api/www/v2/tutor/profile/:username': 'public',
  'GET /api/www/v1/home/top-teachers': 'public',
  'GET /api/www/v1/teacher/overview': 'teacher',
  'GET /api/www/v1/operator/overview': 'operator',
  'GET /api/www/v1/operator/jobs': 'operator',
  'POST /api/www/v1/operator/jobs/:id/retry': 'operator',
  'POST /api/www/v1/operator/roles': 'admin',
  'GET /api/sandbox-gateway/pay/:reference': 'public',
  'POST /api/sandbox-gateway/pay/:reference': 'public',
  'POST /api/www/v1/payments/stripe-webhook': 'public',
  'POST /api/www/v1/invoice/for/:purpose/:subject': 'user',
  'GET /api/www/v1/invoice/:uuid': 'user',
  'GET /api/www/v1/invoice/:uuid/online-payment': 'user',
  'GET /api/www/v1/invoice/:uuid/callback': 'public',
  'POST /api/www/v1/invoice/:uuid/pay-by-wallet': 'user',
  'POST /api/www/v1/invoice/:uuid/discount': 'user',
  'POST /api/www/v1/invoice/:uuid/refund': 'operator',
  'GET /api/www/v1/wallet': 'user',
  'POST /api/www/v1/wallet/top-up': 'user',
  'GET /api/www/v1/wallet/transactions': 'user',
  'GET /api/www/v1/wallet/transactions.csv': 'user',
  'GET /api/www/v1/discounts': 'user',
};

describe('route access', () => {
  it('every route the app serves declares who may call it, as this table says', () => {
    const actual = Object.fromEntries(routeAccessTable().map(({ method, path, access }) => [`${method} ${path}`, access]));
    expect(actual).toEqual(EXPECTED);
  });
});
