import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Names a folder's modules export (`export const|function|type|interface X`). */
function exportedNames(folder: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of fs.readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))) {
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const match of source.matchAll(/^export (?:async )?(?:const|function|type|interface|class) (\w+)/gm)) names.set(match[1], file);
  }
  return names;
}

const schemas = exportedNames(path.join(process.cwd(), 'lib/schemas'));
const api = exportedNames(path.join(process.cwd(), 'lib/api'));

describe('one name for one thing', () => {
  it('never gives a schema the name of an API call or query factory', () => {
    const shared = [...schemas.keys()].filter((name) => api.has(name)).map((name) => `${name}: schemas/${schemas.get(name)} and api/${api.get(name)}`);
    expect(shared).toEqual([]);
  });

  it('keeps `…Query` for query factories: a query string schema is `…QuerySchema`', () => {
    expect([...schemas.keys()].filter((name) => name.endsWith('Query'))).toEqual([]);
  });
});
