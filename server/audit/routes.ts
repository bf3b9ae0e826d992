import { Hono } from 'hono';
import { auditFiltersSchema } from '@/lib/schemas/audit';
import { defineRawRoute, defineRoute } from '@/server/api/define-route';
import { callerTimeZone } from '@/server/api/locale';
import { parseOrThrow } from '@/server/api/validation';
import { auditCsv, auditLog } from './service';

/** `/www/v1/operator/audit/*`: the operators' actions, searched and filtered, and the same as CSV (issue 34). */
export const auditRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: auditFiltersSchema }, ({ c, db, user, query, locale }) =>
      auditLog(db, query, user.timeZone ?? callerTimeZone(c.req.raw.headers, locale)),
    ),
  )
  .get(
    '/export.csv',
    defineRawRoute({ access: 'operator' }, async ({ c, db, user, locale, t }) => {
      const query = parseOrThrow(auditFiltersSchema, Object.fromEntries(new URL(c.req.url).searchParams), locale, t, 'query');
      const body = await auditCsv(db, query, user.timeZone ?? callerTimeZone(c.req.raw.headers, locale));
      return new Response(body, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="operator-audit.csv"', 'cache-control': 'no-store' },
      });
    }),
  );
