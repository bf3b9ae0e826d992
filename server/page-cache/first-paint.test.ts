import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp';
import { scriptsAfterFirstPaint } from './first-paint';

// Next's head as it renders it: a low-priority preload, its script files, the legacy bundle, then
// the flight data and a tutor's JSON-LD in the body.
const rendered = [
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack.js" async=""></script>',
  '<title>t</title></head><body><main>page</main>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>',
].join('');

describe('a cached page paints before its scripts load', () => {
  const html = scriptsAfterFirstPaint(rendered);

  it('lists no script file for the browser to fetch while it parses, and no preload of one', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('puts one loader where the first file was, naming every file once, in order', () => {
    const loaders = [...html.matchAll(/<script>(\(function\(s\)[\s\S]*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(html.indexOf(loaders[0]![0])).toBeLessThan(html.indexOf('<title>'));
    expect(loaders[0]![1]).toContain('(["/_next/static/chunks/react.js","/_next/static/chunks/turbopack.js","/_next/static/chunks/main.js"])');
    expect(loaders[0]![1]).toContain('first-contentful-paint');
  });

  it('leaves the flight data, the JSON-LD, the legacy bundle and the page itself as they were', () => {
    for (const kept of ['<main>page</main>', '(self.__next_f=self.__next_f||[]).push([0])', '{"@type":"Person"}', 'noModule=""', 'a.css']) {
      expect(html).toContain(kept);
    }
  });

  it('lets the loader run under the cached page\u2019s policy: it is hashed like the other inline scripts', () => {
    expect(inlineScriptHashes(html)).toHaveLength(inlineScriptHashes(rendered).length + 1);
  });

  it('leaves a page without script files alone', () => {
    expect(scriptsAfterFirstPaint('<html><body>x</body></html>')).toBe('<html><body>x</body></html>');
  });
});
