import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Source files under these folders (tests left out). */
function sources(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(process.cwd(), folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

describe('query clients', () => {
  it('are made only in lib/query-client.ts: server components use fetchOnServer (lib/query-client.server.ts)', () => {
    const makers = sources(['app', 'components', 'lib', 'stores']).filter((file) => {
      const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
      return /new QueryClient\(|\bmakeQueryClient\b/.test(source);
    });
    expect(makers.sort()).toEqual(['lib/query-client.server.ts', 'lib/query-client.ts']);
  });
});
