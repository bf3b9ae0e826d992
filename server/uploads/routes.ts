import { type Context, Hono } from 'hono';
import { csrfProtection } from '@/server/api/csrf';
import { HttpError } from '@/server/api/errors';
import { callerTranslator } from '@/server/api/locale';
import { requireUser } from '@/server/auth/http';
import { getDb } from '@/server/db/client';
import { checkCreation } from './creation';
import { readUploadConfig } from './config';
import { forgetUpload, isUploadOwner } from './service';
import { createUploadAs, getUploadServer } from './tus-server';

/**
 * The spec's tus 1.0 endpoint, `/file/v1/upload-tus`. Mounted ahead of the API's 1 MiB body limit
 * (upload chunks are larger; tus enforces UPLOAD_MAX_BYTES itself), so the anti-forgery check that
 * the API applies after that limit is applied here.
 */
export const uploadRoutes = new Hono();

uploadRoutes.use('/upload-tus', csrfProtection);
uploadRoutes.use('/upload-tus/*', csrfProtection);

// Preflights carry no credentials; tus answers them with its CORS headers.
uploadRoutes.options('/upload-tus', passToTus);
uploadRoutes.options('/upload-tus/:id', passToTus);
uploadRoutes.post('/upload-tus', createUpload);
// Hono routes HEAD as GET (and drops the body): a plain GET is not part of this endpoint.
uploadRoutes.get('/upload-tus/:id', (c) => (c.req.raw.method === 'HEAD' ? continueUpload(c) : c.notFound()));
uploadRoutes.on(['PATCH', 'DELETE'], '/upload-tus/:id', continueUpload);

async function passToTus(c: Context): Promise<Response> {
  return (await getUploadServer()).handleWeb(c.req.raw);
}

async function createUpload(c: Context): Promise<Response> {
  const t = callerTranslator(c.req.raw.headers);
  const user = await requireUser(c, await getDb(), t);
  checkCreation(c.req.raw.headers, readUploadConfig().maxBytes, t);
  createUploadAs(c.req.raw, user.id);
  return passToTus(c);
}

async function continueUpload(c: Context): Promise<Response> {
  const t = callerTranslator(c.req.raw.headers);
  const db = await getDb();
  const user = await requireUser(c, db, t);
  const id = c.req.param('id') ?? '';
  // Someone else's upload is answered as if it did not exist.
  if (!(await isUploadOwner(db, id, user.id))) throw new HttpError(404, t('upload_not_found'));
  const response = await passToTus(c);
  if (c.req.raw.method === 'DELETE' && response.status === 204) await forgetUpload(db, id);
  return response;
}
