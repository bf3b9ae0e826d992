import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Turbopack gives a page the client chunks of every client component its modules import, rendered
// or not: one import of next-intl's navigation (its Link) anywhere below a public page put next/link
// and next-intl's navigation code (about 5 KiB gzip) in the page's first load; next/dynamic is
// another 1.5 (React's lazy does the same for us). This walks the
// static imports (`import()` loads later, on its own) from the public pages and their layouts.
const root = path.resolve(__dirname, '../..');
const PUBLIC_PAGES = [
  'app/layout.tsx',
  'app/[locale]/layout.tsx',
  'app/[locale]/error.tsx',
  'app/[locale]/not-found.tsx',
  'app/[locale]/forbidden.tsx',
  'app/[locale]/(main)/layout.tsx',
  'app/[locale]/(main)/page.tsx',
  'app/[locale]/(main)/tutor-list/[[...params]]/page.tsx',
  'app/[locale]/(main)/best-tutor-list/[[...params]]/page.tsx',
  'app/[locale]/(main)/tutor/[name]/page.tsx',
  'app/[locale]/(main)/faq/page.tsx',
];
const FORBIDDEN = ['@/lib/i18n/navigation', 'next/link', 'next-intl/navigation', 'next/dynamic'];

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every module a file imports statically (types excluded), with the chain that reached it. */
function walk(entries: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const queue: [string, string[]][] = entries.map((entry) => [path.join(root, entry), [entry]]);
  const seen = new Set<string>();
  while (queue.length) {
    const [file, chain] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      const specifier = match[1]!;
      const local = resolveLocal(file, specifier);
      const name = local
        ? `@/${path
            .relative(root, local)
            .replace(/\.tsx?$/, '')
            .replace(/\/index$/, '')}`
        : specifier;
      if (!reached.has(name)) reached.set(name, [...chain, name]);
      if (local) queue.push([local, [...chain, name]]);
    }
  }
  return reached;
}

const NO_FORMS = [
  'app/[locale]/(main)/page.tsx',
  'app/[locale]/(main)/tutor-list/[[...params]]/page.tsx',
  'app/[locale]/(main)/best-tutor-list/[[...params]]/page.tsx',
  'app/[locale]/(main)/tutor-price/[[...params]]/page.tsx',
  'app/[locale]/(main)/tutor/[name]/page.tsx',
];

describe("public pages' first-load JavaScript", () => {
  it('reaches neither next/link, next-intl’s navigation nor next/dynamic', () => {
    for (const entry of PUBLIC_PAGES) expect(existsSync(path.join(root, entry)), entry).toBe(true);
    const reached = walk(PUBLIC_PAGES);
    // The walk goes down to the cards and the header's islands.
    expect(reached.has('@/components/tutors/tutor-card')).toBe(true);
    expect(reached.has('@/components/layout/course-nav')).toBe(true);
    const found = FORBIDDEN.filter((name) => reached.has(name)).map((name) => reached.get(name)!.join(' → '));
    expect(found).toEqual([]);
  });

  it('pages whose messages leave out the forms’ (`forms={false}`) hold no useApiForm form', () => {
    for (const page of NO_FORMS) {
      const reached = walk(['app/[locale]/layout.tsx', 'app/[locale]/(main)/layout.tsx', page]);
      expect(readFileSync(path.join(root, page), 'utf8'), page).toContain('forms={false}');
      expect(reached.get('@/lib/forms/use-api-form')?.join(' → '), page).toBeUndefined();
    }
  });
});
