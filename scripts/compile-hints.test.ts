import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, markFrameworkFiles } from './compile-hints.mjs';

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/main.js'] }));
  for (const name of ['react.js', 'main.js', 'page.js']) fs.writeFileSync(path.join(dir, 'static/chunks', name), `/* ${name} */`);
  return dir;
}

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'static/chunks', name), 'utf8');

describe('the framework files compile eagerly', () => {
  it('marks each root main file once, and leaves a page\u2019s own chunks as they were', () => {
    const dir = fakeBuild();
    expect(markFrameworkFiles(dir)).toEqual(['static/chunks/react.js', 'static/chunks/main.js']);
    expect(read(dir, 'react.js')).toBe(`${COMPILE_HINT}/* react.js */`);
    expect(read(dir, 'page.js')).toBe('/* page.js */');
    // A second run (a build step run again) adds nothing.
    expect(markFrameworkFiles(dir)).toEqual([]);
    expect(read(dir, 'main.js')).toBe(`${COMPILE_HINT}/* main.js */`);
  });
});
