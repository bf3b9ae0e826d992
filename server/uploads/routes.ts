import { Hono } from 'hono';
import { csrfProtection } from '@/server/api/csrf';
import { defineRawRoute } from '@/server/api/define-route';
import { HttpError } from '@/server/api/errors';
import { checkCreation } from './creation';
import { readUploadConfig } from './config';
import { assertUploadQuota } from './quota';
import { fileResponse, ownFinishedUpload, publishedUpload } from './files';
import { forgetUpload, isUploadOwner, uploadIdOf } from './service';
import { createUploadAs, getUploadServer } from './tus-server';
import { ticketAttachmentUpload } from '@/server/tickets/desk';
import { applicationUploadForReview } from '@/server/tutor-applications/review';

/**
 * The spec's tus 1.0 endpoint, `/file/v1/upload-tus`. Mounted ahead of the API's 1 MiB body limit
 * (upload chunks are larger; tus enforces UPLOAD_MAX_BYTES itself), so the anti-forgery check that
 * the API applies after that limit is applied here.
 */
export const uploadRoutes = new Hono();

uploadRoutes.use('/upload-tus', csrfProtection);
uploadRoutes.use('/upload-tus/*', csrfProtection);

// Preflights carry no credentials; tus answers them with its CORS headers.
const passToTus = defineRawRoute({ access: 'public' }, async ({ c }) => (await getUploadServer()).handleWeb(c.req.raw));

const createUpload = defineRawRoute({ access: 'user' }, async ({ c, db, t, user }) => {
  const config = readUploadConfig();
  const { size } = checkCreation(c.req.raw.headers, config.maxBytes, t);
  await assertUploadQuota(db, user.id, size, config, t);
  createUploadAs(c.req.raw, user.id);
  return (await getUploadServer()).handleWeb(c.req.raw);
});

const continueUpload = defineRawRoute({ access: 'user' }, async ({ c, db, t, user }) => {
  // Hono routes HEAD as GET (and drops the body): a plain GET is not part of this endpoint.
  if (c.req.raw.method === 'GET') return c.notFound();
  // The same reading tus makes (tus-server.ts): the path's last segment, never the query's.
  const id = uploadIdOf(c.req.url) ?? '';
  // Someone else's upload is answered as if it did not exist.
  if (!(await isUploadOwner(db, id, user.id))) throw new HttpError(404, t('upload_not_found'));
  const response = await (await getUploadServer()).handleWeb(c.req.raw);
  if (c.req.raw.method === 'DELETE' && response.status === 204) await forgetUpload(db, id);
  return response;
});

// Preflights carry no credentials; tus answers them with its CORS headers.
uploadRoutes.options('/upload-tus', passToTus);
uploadRoutes.options('/upload-tus/:id', passToTus);
uploadRoutes.post('/upload-tus', createUpload);
uploadRoutes.get('/upload-tus/:id', continueUpload);
uploadRoutes.on(['PATCH', 'DELETE'], '/upload-tus/:id', continueUpload);

// Finished files: the owner's own (previews in the start-teaching flow, tickets), and the photos and
// intro videos of live tutor profiles (public, long-cached: a new file gets a new id).
uploadRoutes.get(
  '/my-files/:id',
  defineRawRoute({ access: 'user' }, async ({ c, db, t, user }) => {
    const row = await ownFinishedUpload(db, user.id, uploadIdOf(c.req.url) ?? '');
    if (!row) throw new HttpError(404, t('upload_not_found'));
    return fileResponse(row, 'private, no-store');
  }),
);
// The files a sent tutor application names (photo, video, documents), for its reviewers.
uploadRoutes.get(
  '/application-files/:id',
  defineRawRoute({ access: 'operator' }, async ({ c, db, t }) => {
    const row = await applicationUploadForReview(db, uploadIdOf(c.req.url) ?? '');
    if (!row) throw new HttpError(404, t('upload_not_found'));
    return fileResponse(row, 'private, no-store');
  }),
);
// Files sent with tickets, for the team's support desk (not any other upload of the person).
uploadRoutes.get(
  '/ticket-files/:id',
  defineRawRoute({ access: 'operator' }, async ({ c, db, t }) => {
    const row = await ticketAttachmentUpload(db, uploadIdOf(c.req.url) ?? '');
    if (!row) throw new HttpError(404, t('upload_not_found'));
    return fileResponse(row, 'private, no-store');
  }),
);
uploadRoutes.get(
  '/files/:id',
  defineRawRoute({ access: 'public' }, async ({ c, db, t }) => {
    const row = await publishedUpload(db, uploadIdOf(c.req.url) ?? '');
    if (!row) throw new HttpError(404, t('upload_not_found'));
    return fileResponse(row, 'public, max-age=86400');
  }),
);
