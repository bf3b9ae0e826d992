import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['lib', 'components', 'stores', 'app'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('zod in code the browser runs', () => {
  // zod.ts turns off the eval probe the CSP reports; zod-api.ts names the part of zod's API the
  // browser gets (zod's own `z` brings its messages in every language with it).
  it('is imported only through lib/schemas/zod.ts and the API it hands out, lib/schemas/zod-api.ts', () => {
    const own = [path.join('lib', 'schemas', 'zod.ts'), path.join('lib', 'schemas', 'zod-api.ts')];
    const direct = ROOTS.flatMap((root) => sources(root))
      .filter((file) => !own.includes(file))
      .filter((file) => /from ['"]zod['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
