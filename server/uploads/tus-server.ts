import { Server, type Upload } from '@tus/server';
import { getDb } from '@/server/db/client';
import { readUploadConfig, type UploadConfig } from './config';
import { normalizeFileType, uploadFileName } from './creation';
import { createLocker } from './locker';
import type { DataStore } from '@tus/utils';
import { contentProblem, type UploadBytes } from './content-check';
import { forgetUpload, markUploadFinished, recordUpload, uploadIdOf } from './service';
import { createStore, readStoredBytes } from './store';

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

/**
 * The last chunk arrived: the bytes must be what the upload says it is (content-check.ts). A file
 * that is not is removed at once and the last PATCH answers 422 with the problem's code, which the
 * route words in the user's language (routes.ts); the upload never counts as finished.
 */
async function onUploadFinish(_req: Request, upload: Upload) {
  const db = await getDb();
  const server = await getUploadServer();
  const problem = await contentProblem(normalizeFileType(upload.metadata?.filetype), storedBytes(server.datastore, upload.id, upload.size ?? 0));
  if (problem) {
    await server.datastore.remove(upload.id).catch(() => undefined);
    await forgetUpload(db, upload.id);
    throw { status_code: 422, body: JSON.stringify({ content_problem: problem }) };
  }
  await markUploadFinished(db, upload.id);
  return {};
}

function storedBytes(store: DataStore, id: string, size: number): UploadBytes {
  return {
    size,
    read: async (offset, length) => {
      if (length <= 0 || offset >= size) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of await readStoredBytes(store, id, { start: offset, end: Math.min(size, offset + length) - 1 })) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
