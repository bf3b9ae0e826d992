import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every environment read goes through the two config modules (docs/decisions.md, "Issue 14"):
 * server/config.ts (validated at start) and lib/config/public.ts (the browser's, inlined by Next).
 * Plain-JS build and test tooling, test files and test configs may read process.env themselves.
 */
const ROOT = path.resolve(__dirname, '..');
const SCANNED = ['app', 'components', 'lib', 'server', 'stores', 'scripts', 'proxy.ts'];
const CONFIG_MODULES = new Set(['server/config.ts', 'lib/config/public.ts']);
const ALLOWED = [
  /\.test\.tsx?$/, // tests may set up the environment they exercise
  /(^|\/)test-helpers\.ts$|-test-helpers\.ts$/,
  /^scripts\/.*\.mjs$/, // plain-JS tooling (build, test passes, benchmarks)
];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (/\.(ts|tsx|mjs)$/.test(entry)) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) =>
    item.name === 'node_modules' || item.name.startsWith('.')
      ? []
      : item.isDirectory() || /\.(ts|tsx|mjs)$/.test(item.name)
        ? sourceFiles(path.join(entry, item.name))
        : [],
  );
}

describe('environment reads', () => {
  it('happen only in server/config.ts and lib/config/public.ts', () => {
    const offenders = SCANNED.flatMap(sourceFiles)
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !CONFIG_MODULES.has(file) && !ALLOWED.some((pattern) => pattern.test(file)))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
          .filter(({ line }) => /process\.env\b|import\.meta\.env\b/.test(line) && !/^\s*(\/\/|\*)/.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(offenders, 'read settings through serverConfig() (server/config.ts) or lib/config/public.ts').toEqual([]);
  });

  it('keeps the browser module free of server code', () => {
    const source = readFileSync(path.join(ROOT, 'lib/config/public.ts'), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
      .join('\n');
    expect(source).not.toMatch(/from '@\/server|from 'node:|from 'pino'|from 'pg'/);
    // Next inlines only literal `process.env.NAME` expressions.
    expect(source).not.toMatch(/process\.env\[|\{[^}]*\}\s*=\s*process\.env/);
  });
});
