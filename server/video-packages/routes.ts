import { Hono } from 'hono';
import { packageBody, packageParam, progressBody, sessionBody, sessionParam, streamParam } from '@/lib/schemas/video-packages';
import { defineRawRoute, defineRoute } from '@/server/api/define-route';
import { viewerSource } from '@/server/api/viewer';
import { DomainError } from '@/server/shared/domain-error';
import { ownedPackageDetail, ownedPackages, packageDetail, publishedPackages, saveProgress } from './service';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { streamGrant, streamResponse } from './streaming';
import { addSession, choosePreview, createPackage, tutorPackage, tutorPackages, updatePackage } from './tutor';

/**
 * `/www/v1/video-packages/*` (issue 33): a published package for anyone, the caller's own packages
 * and progress, signed streaming addresses, and the stream itself.
 */
export const videoPackageRoutes = new Hono()
  .get(
    '/mine',
    defineRoute({ access: 'user' }, async ({ db, user, locale }) => ({ packages: await ownedPackages(db, user.id, locale) })),
  )
  .get(
    '/mine/:id',
    defineRoute({ access: 'user', params: packageParam }, ({ db, user, params, locale }) => ownedPackageDetail(db, user.id, params.id, locale)),
  )
  .get(
    '/sessions/:sessionId/preview-url',
    // A visitor's free preview: the address is signed for nobody in particular (user 0).
    defineRoute({ access: 'public', params: streamParam }, ({ db, params }) => streamGrant(db, null, params.sessionId)),
  )
  .get(
    '/sessions/:sessionId/stream-url',
    defineRoute({ access: 'user', params: streamParam }, ({ db, user, params }) => streamGrant(db, user.id, params.sessionId)),
  )
  .put(
    '/sessions/:sessionId/progress',
    defineRoute({ access: 'user', params: streamParam, body: progressBody }, ({ db, user, params, body }) => saveProgress(db, user.id, params.sessionId, body)),
  )
  .get(
    '/stream/:sessionId',
    // The <video> element's requests: the signed token is checked, and a token given to someone must come with their session cookie.
    defineRawRoute({ access: 'public' }, async ({ db, c }) => {
      const parsed = streamParam.safeParse({ sessionId: c.req.param('sessionId') });
      if (!parsed.success) throw new DomainError('not_found', 'video_session_not_found');
      const source = viewerSource();
      const viewer = await source.find(db, source.tokenOf(c));
      return streamResponse(db, parsed.data.sessionId, c.req.query('token'), viewer?.id ?? null, c.req.raw);
    }),
  )
  .get(
    '/by-tutor/:id',
    // A tutor's published packages (their profile).
    defineRoute({ access: 'public', params: packageParam, cacheControl: publicCacheControl('tutorLists') }, async ({ db, params, locale }) => ({
      packages: await publishedPackages(db, locale, { tutorId: params.id }),
    })),
  )
  .get(
    '/:id',
    defineRoute({ access: 'public', params: packageParam }, ({ db, params, locale }) => packageDetail(db, params.id, null, locale)),
  );

/** `/www/v1/teacher/video-packages/*`: the caller's packages as a tutor. */
export const teacherVideoPackageRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'teacher' }, ({ db, user }) => tutorPackages(db, user.id)),
  )
  .post(
    '/',
    defineRoute({ access: 'teacher', body: packageBody }, async ({ db, user, body, c }) => {
      c.status(201);
      return createPackage(db, user.id, body);
    }),
  )
  .get(
    '/:id',
    defineRoute({ access: 'teacher', params: packageParam }, ({ db, user, params }) => tutorPackage(db, user.id, params.id)),
  )
  .put(
    '/:id',
    defineRoute({ access: 'teacher', params: packageParam, body: packageBody }, ({ db, user, params, body }) => updatePackage(db, user.id, params.id, body)),
  )
  .post(
    '/:id/sessions',
    defineRoute({ access: 'teacher', params: packageParam, body: sessionBody }, async ({ db, user, params, body, c }) => {
      c.status(201);
      return addSession(db, user.id, params.id, body);
    }),
  )
  .post(
    '/:id/sessions/:sessionId/preview',
    defineRoute({ access: 'teacher', params: sessionParam }, ({ db, user, params }) => choosePreview(db, user.id, params.id, params.sessionId)),
  );
