import { Hono } from 'hono';
import { csrfProtection } from '@/server/api/csrf';
import type { Db } from '@/server/db/client';
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
  // What a sent application or a ticket names is no longer the owner's alone to delete (issue 28).
  if (c.req.raw.method === 'DELETE' && (await uploadHeldBy(db, id))) throw new HttpError(409, t('upload_in_use'));
  const response = await (await getUploadServer()).handleWeb(c.req.raw);
  if (c.req.raw.method === 'DELETE' && response.status === 204) await forgetUpload(db, id);
  return response;
});

/** Whether a sent tutor application (its reviewers read it) or a ticket (the desk reads it) names the upload. */
async function uploadHeldBy(db: Db, id: string): Promise<boolean> {
  return Boolean((await applicationUploadForReview(db, id)) ?? (await ticketAttachmentUpload(db, id)));
}

// Preflights carry no credentials; tus answers them with its CORS headers.
uploadRoutes.options('/upload-tus', passToTus);
uploadRoutes.options('/upload-tus/:id', passToTus);
uploadRoutes.post('/upload-tus', createUpload);
uploadRoutes.get('/upload-tus/:id', continueUpload);
uploadRoutes.on(['PATCH', 'DELETE'], '/upload-tus/:id', continueUpload);

// Finished files: the owner's own (previews in the start-teaching flow, tickets), and the photos and
// intro videos of live tutor profiles (public, long-cached: a new file gets a new id).
type UploadRow = NonNullable<Awaited<ReturnType<typeof publishedUpload>>>;
type FileAccess = 'public' | 'user' | 'operator';

/** A finished file by id, for whom `find` allows it (anyone else: the same 404 as no file at all). */
function fileRoute(access: FileAccess, cacheControl: string, find: (db: Db, id: string, userId: number | undefined) => Promise<UploadRow | undefined>) {
  return defineRawRoute({ access }, async ({ c, db, t, user }) => {
    const row = await find(db, uploadIdOf(c.req.url) ?? '', user?.id);
    if (!row) throw new HttpError(404, t('upload_not_found'));
    return fileResponse(row, cacheControl);
  });
}

uploadRoutes.get('/my-files/:id', fileRoute('user', 'private, no-store', (db, id, userId) => ownFinishedUpload(db, userId!, id)));
// The files a sent tutor application names (photo, video, documents), for its reviewers.
uploadRoutes.get('/application-files/:id', fileRoute('operator', 'private, no-store', applicationUploadForReview));
// Files sent with tickets, for the team's support desk (not any other upload of the person).
uploadRoutes.get('/ticket-files/:id', fileRoute('operator', 'private, no-store', ticketAttachmentUpload));
uploadRoutes.get('/files/:id', fileRoute('public', 'public, max-age=86400', publishedUpload));
