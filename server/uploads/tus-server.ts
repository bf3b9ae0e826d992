import { Server, type Upload } from '@tus/server';
import { getDb } from '@/server/db/client';
import { readUploadConfig, type UploadConfig } from './config';
import { normalizeFileType, uploadFileName } from './creation';
import { createLocker } from './locker';
import { markUploadFinished, recordUpload, uploadIdOf } from './service';
import { createStore } from './store';

/** The route's path under the API base; Locations are built from the request's own path. */
const COLLECTION_PATH = '/file/v1/upload-tus';

/** Who is creating an upload: set by the route after the session check, read by onUploadCreate. */
const creators = new WeakMap<Request, number>();

export function createUploadAs(request: Request, userId: number): void {
  creators.set(request, userId);
}

const state = globalThis as unknown as { __uploadServer?: { key: string; server: Promise<Server> } };

/** The tus server, built once per process (again only if its configuration changed, as in tests). */
export function getUploadServer(): Promise<Server> {
  const config = readUploadConfig();
  const key = JSON.stringify(config);
  if (state.__uploadServer?.key !== key) {
    const server = buildServer(config);
    state.__uploadServer = { key, server };
    server.catch(() => {
      if (state.__uploadServer?.server === server) state.__uploadServer = undefined;
    });
  }
  return state.__uploadServer.server;
}

async function buildServer(config: UploadConfig): Promise<Server> {
  const [datastore, locker] = await Promise.all([createStore(config), createLocker()]);
  return new Server({
    path: COLLECTION_PATH,
    datastore,
    locker,
    maxSize: config.maxBytes,
    // The API may sit under any base (`/api`): the upload's URL extends the URL it was created at.
    generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/+$/, '')}/${id}`,
    // tus's own reading took the URL's last `/` segment including the query string (issue 16).
    getFileIdFromRequest: (req) => uploadIdOf(req.url),
    onUploadCreate,
    onUploadFinish,
  });
}

async function onUploadCreate(req: Request, upload: Upload) {
  const userId = creators.get(req);
  if (userId === undefined) throw { status_code: 401, body: '' };
  await recordUpload(await getDb(), {
    id: upload.id,
    userId,
    fileName: uploadFileName(upload.metadata),
    fileType: normalizeFileType(upload.metadata?.filetype),
    sizeBytes: upload.size ?? 0,
  });
  return {};
}

async function onUploadFinish(_req: Request, upload: Upload) {
  await markUploadFinished(await getDb(), upload.id);
  return {};
}
