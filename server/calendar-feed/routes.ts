import { Hono } from 'hono';
import { calendarFileParam } from '@/lib/schemas/calendar-feed';
import { defineRawRoute, defineRoute } from '@/server/api/define-route';
import { DomainError } from '@/server/shared/domain-error';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './service';

/** `/www/v1/calendar-feed`: the signed-in person's private calendar address (make, replace, revoke). */
export const calendarFeedRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user' }, ({ db, user }) => feedStatus(db, user.id)),
  )
  .post(
    '/',
    defineRoute({ access: 'user' }, async ({ db, user, c }) => {
      c.status(201);
      return createFeed(db, user.id);
    }),
  )
  .post(
    '/revoke',
    defineRoute({ access: 'user' }, ({ db, user }) => revokeFeed(db, user.id)),
  );

/**
 * `/www/v1/calendar/{token}.ics`: what calendar apps poll. The token is the credential (no
 * session cookie reaches a calendar app); unknown or revoked answers 404. Never kept by a shared cache.
 */
export const calendarFileRoutes = new Hono().get(
  '/:file',
  defineRawRoute({ access: 'public' }, async ({ db, c }) => {
    const parsed = calendarFileParam.safeParse({ file: c.req.param('file') });
    const text = parsed.success ? await feedCalendar(db, parsed.data.file.slice(0, -'.ics'.length)) : null;
    if (text === null) throw new DomainError('not_found', 'calendar_feed_not_found');
    return new Response(text, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="tutorly.ics"',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      },
    });
  }),
);
