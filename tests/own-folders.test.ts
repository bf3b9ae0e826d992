import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '@/server/db/client';
import { callApi } from '@/tests/api';
import { folderState, LOCAL_DATA, otherProcessesUsing } from '@/tests/local-data';

/** The local run's folders as they are now, except those a local server has open (it may write them meanwhile). */
const quietLocalData = () => LOCAL_DATA.filter((folder) => otherProcessesUsing(folder).length === 0).map(folderState);

/** Issue 27: a test pass wrote into the database `npm start` serves (.data/pglite). */
describe("tests never touch the local run's data", () => {
  it('an API write without setupTestDb answers from a database of its own, leaving .data/pglite as it was', async () => {
    const before = quietLocalData();
    expect((await callApi('/auth/v1/logout', { method: 'POST' })).status).toBe(200);
    expect(before.map((state) => folderState(state.folder))).toEqual(before);
  });

  it('the folders a test could write into lie outside .data', () => {
    for (const variable of ['PGLITE_DATA_DIR', 'UPLOAD_DIR']) {
      expect(path.relative(path.resolve('.data'), path.resolve(process.env[variable]!)), variable).toMatch(/^\.\./);
    }
  });

  it('opening .data/pglite under a test is refused', async () => {
    const before = folderState(path.resolve('.data/pglite'));
    await expect(openDb({ url: '', dataDir: '.data/pglite' })).rejects.toThrow(/local run's database/);
    if (!before.exists) expect(folderState(before.folder).exists).toBe(false);
  });
});
