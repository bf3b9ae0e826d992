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
  it('is imported only through lib/schemas/zod.ts, which turns off the eval probe the CSP reports', () => {
    const direct = ROOTS.flatMap((root) => sources(root))
      .filter((file) => file !== path.join('lib', 'schemas', 'zod.ts'))
      .filter((file) => /from ['"]zod['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
