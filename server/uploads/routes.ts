import { Hono } from 'hono';
import { csrfProtection } from '@/server/api/csrf';
import { defineRawRoute } from '@/server/api/define-route';
import { HttpError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import type { ContentProblem } from './content-check';
import { checkCreation } from './creation';
import { readUploadConfig } from './config';
import { assertUploadQuota } from './quota';
import { fileResponse } from './files';
import { forgetUpload, isUploadOwner, uploadIdOf } from './service';
import { createUploadAs, getUploadServer } from './tus-server';
import { BUILT_IN_FILE_READERS, type FileReader } from './readers';

// Preflights carry no credentials; tus answers them with its CORS headers.
const passToTus = defineRawRoute({ access: 'public' }, async ({ c }) => (await getUploadServer()).handleWeb(c.req.raw));

const createUpload = defineRawRoute({ access: 'user' }, async ({ c, db, t, user }) => {
  const config = readUploadConfig();
  const { size } = checkCreation(c.req.raw.headers, config.maxBytes, t);
  await assertUploadQuota(db, user.id, size, config, t);
  createUploadAs(c.req.raw, user.id);
  return (await getUploadServer()).handleWeb(c.req.raw);
});

const continueUploadWith = (holders: readonly FileReader[]) =>
  defineRawRoute({ access: 'user' }, async ({ c, db, t, user }) => {
    // Hono routes HEAD as GET (and drops the body): a plain GET is not part of this endpoint.
    if (c.req.raw.method === 'GET') return c.notFound();
    // The same reading tus makes (tus-server.ts): the path's last segment, never the query's.
    const id = uploadIdOf(c.req.url) ?? '';
    // Someone else's upload is answered as if it did not exist.
    if (!(await isUploadOwner(db, id, user.id))) throw new HttpError(404, t('upload_not_found'));
    // What a sent application or a ticket names is no longer the owner's alone to delete (issue 28).
    if (c.req.raw.method === 'DELETE' && (await uploadHeldBy(db, id, holders))) throw new HttpError(409, t('upload_in_use'));
    const response = await (await getUploadServer()).handleWeb(c.req.raw);
    if (c.req.raw.method === 'DELETE' && response.status === 204) await forgetUpload(db, id);
    if (response.status === 422) throw new HttpError(422, t(`upload_${await contentProblemOf(response)}`));
    return response;
  });

/** The problem tus-server.ts's content check found in the bytes of a finished upload. */
async function contentProblemOf(response: Response): Promise<ContentProblem> {
  const body = (await response.json().catch(() => ({}))) as { content_problem?: ContentProblem };
  return body.content_problem ?? 'not_image';
}

/**
 * Whether a reader that holds its files (a sent application's reviewers, the support desk) serves this
 * upload: then it is no longer its owner's alone to delete (issue 28).
 */
async function uploadHeldBy(db: Db, id: string, holders: readonly FileReader[]): Promise<boolean> {
  for (const reader of holders) if (await reader.find(db, id, undefined)) return true;
  return false;
}

/** A finished file by id, for whom the reader allows it (anyone else: the same 404 as no file at all). */
function fileRoute({ access, cacheControl, find }: FileReader) {
  return defineRawRoute({ access }, async ({ c, db, t, user }) => {
    const row = await find(db, uploadIdOf(c.req.url) ?? '', user?.id);
    if (!row) throw new HttpError(404, t('upload_not_found'));
    return fileResponse(row, cacheControl, c.req.raw);
  });
}

/**
 * The spec's tus 1.0 endpoint, `/file/v1/upload-tus`, and the finished files at the readers' addresses
 * (this kit's own, and those the top floor hands in: server/app/file-readers.ts). Mounted ahead of the
 * API's 1 MiB body limit (upload chunks are larger; tus enforces UPLOAD_MAX_BYTES itself), so the
 * anti-forgery check that the API applies after that limit is applied here.
 */
export function createUploadRoutes(readers: readonly FileReader[]): Hono {
  const uploadRoutes = new Hono();
  uploadRoutes.use('/upload-tus', csrfProtection);
  uploadRoutes.use('/upload-tus/*', csrfProtection);
  // Preflights carry no credentials; tus answers them with its CORS headers.
  uploadRoutes.options('/upload-tus', passToTus);
  uploadRoutes.options('/upload-tus/:id', passToTus);
  uploadRoutes.post('/upload-tus', createUpload);
  const continueUpload = continueUploadWith(readers.filter((reader) => reader.holdsFiles));
  uploadRoutes.get('/upload-tus/:id', continueUpload);
  uploadRoutes.on(['PATCH', 'DELETE'], '/upload-tus/:id', continueUpload);

  for (const reader of [...BUILT_IN_FILE_READERS, ...readers]) uploadRoutes.get(`/${reader.path}/:id`, fileRoute(reader));
  return uploadRoutes;
}
