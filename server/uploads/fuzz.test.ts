import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpload, setupUploadTest, tus, UPLOADS } from './tus-test-helpers';

/**
 * The tus endpoint reads headers and raw bytes, not the JSON the route fuzzing generates
 * (server/api/fuzz.test.ts): its own generated bad input, same promise — never a 5xx, never a
 * stack trace, and our own refusals in the API's error shape.
 */
const STACK = [/\n\s+at\s/, /node_modules/, /\.tsx?:\d+/];
let token: string;
let ownId: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const setup = await setupUploadTest({ mobiles: ['+989121260001'], maxBytes: 1024 * 1024 });
  cleanup = setup.cleanup;
  token = setup.tokens[0]!;
  ownId = (await createUpload(token, 64)).id;
});
afterAll(() => cleanup());

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', '\u0000', '\u202e\u200f', 'a'.repeat(5000), '-1', '1e309', '99999999999999999999', 'NaN', ' 12 '),
);
const lengthHeader = fc.oneof(fc.integer().map(String), fc.bigInt().map(String), oddText);
const metadata = fc.oneof(
  oddText,
  fc.constantFrom('filetype aW1hZ2UvcG5n', 'filetype aW1hZ2UvcG5n,filename', 'filetype !!!', 'filename ZmlsZQ==', 'filetype dGV4dC9odG1s'),
);
const id = fc.oneof(
  fc.constant('__own__'),
  fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex')),
  oddText.map((text) => encodeURIComponent(text).slice(0, 300) || 'x'),
);

const request = fc.record({
  method: fc.constantFrom('POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'),
  id,
  auth: fc.constantFrom('session', 'none', 'junk'),
  headers: fc.record(
    {
      'upload-length': lengthHeader,
      'upload-metadata': metadata,
      'upload-offset': lengthHeader,
      'tus-resumable': fc.constantFrom('1.0.0', '0.2', ''),
      'upload-defer-length': fc.constantFrom('1', 'x'),
    },
    { requiredKeys: [] },
  ),
  body: fc.option(fc.uint8Array({ maxLength: 256 }), { nil: undefined }),
});

describe('fuzzed tus requests', () => {
  it('never answer 5xx or show a stack; our refusals use the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const target = r.method === 'POST' ? UPLOADS : `${UPLOADS}/${r.id === '__own__' ? ownId : r.id}`;
        const auth = r.auth === 'session' ? token : r.auth === 'junk' ? 'junk-token' : undefined;
        const headers = Object.fromEntries(Object.entries(r.headers).filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value)));
        const answer = await tus(r.method, target, { token: auth, headers, body: r.method === 'PATCH' ? r.body : undefined });
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        expect(answer.status, `${r.method} ${target} ${JSON.stringify(headers)} → ${text.slice(0, 300)}`).toBeLessThan(500);
        for (const pattern of STACK) expect(text).not.toMatch(pattern);
        // A HEAD answer has no body by definition; its status says it all.
        if (r.method !== 'HEAD' && answer.status >= 400 && answer.headers.get('content-type')?.includes('application/json')) {
          expect(answer.body).toMatchObject({ status: 'ERROR', message: expect.any(String) });
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  });
});
