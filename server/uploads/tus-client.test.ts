import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '@/tests/upload-listener';
import { setupUploadTest, sampleFile } from './tus-test-helpers';

let token: string;
let dir: string;
let cleanup: () => Promise<void>;
let listener: Awaited<ReturnType<typeof listenApi>>;

beforeAll(async () => {
  const setup = await setupUploadTest({ mobiles: ['+989121360011'] });
  ({ dir, cleanup } = setup);
  token = setup.tokens[0]!;
  listener = await listenApi();
});
afterAll(async () => {
  await listener.close();
  await cleanup();
});

function options(extra: UploadOptions): UploadOptions {
  return {
    endpoint: `${listener.origin}/api/file/v1/upload-tus`,
    headers: { authorization: `Bearer ${token}` },
    metadata: { filename: 'intro.webm', filetype: 'video/webm' },
    chunkSize: 1024 * 1024,
    retryDelays: [],
    ...extra,
  };
}

describe('tus-js-client against the endpoint over HTTP', () => {
  it('stops after the first chunk, resumes from the upload URL and finishes with the same bytes', async () => {
    const file = Buffer.from(sampleFile('video/webm', 2 * 1024 * 1024 + 77, 3));
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload: Upload = new Upload(
        file,
        options({
          onError: reject,
          onChunkComplete: () => void upload.abort().then(() => resolve(upload.url!)),
        }),
      );
      upload.start();
    });
    expect(new URL(uploadUrl).pathname).toMatch(/^\/api\/file\/v1\/upload-tus\/[0-9a-f]{32}$/);

    let resumedFrom = -1;
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(
        file,
        options({
          uploadUrl,
          onError: reject,
          onSuccess: () => resolve(),
          onProgress: (sent) => (resumedFrom = resumedFrom < 0 ? sent : resumedFrom),
        }),
      );
      upload.start();
    });
    expect(resumedFrom).toBeGreaterThanOrEqual(1024 * 1024);
    const stored = await readFile(path.join(dir, uploadUrl.split('/').pop()!));
    expect(stored.equals(file)).toBe(true);
  });
});
