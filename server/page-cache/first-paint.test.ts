import vm from 'node:vm';
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

/** Runs the loader in a small stand-in for the browser: timers are tasks run one at a time. */
function browserWith(paintTiming: boolean) {
  const appended: { src: string; async: boolean }[] = [];
  const tasks: { run: () => void; delay: number }[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, o: { disconnect: () => void }) => void) | undefined;
  let onLoad: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const context = vm.createContext({
    document: { createElement: () => ({}), head: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) }, visibilityState: 'visible' },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: () => void) => type === 'load' && (onLoad = listener),
    setTimeout: (run: () => void, delay: number) => tasks.push({ run, delay }),
  });
  context.self = context;
  const loaderText = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(scriptsAfterFirstPaint(rendered))![1]!;
  vm.runInContext(loaderText, context);
  return {
    appended,
    tasks,
    paint: () => observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    load: () => onLoad?.(),
    runTask: () => tasks.shift()?.run(),
  };
}

describe('the loader', () => {
  const files = ['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack.js', '/_next/static/chunks/main.js'];

  it('fetches nothing before the first paint', () => {
    const browser = browserWith(true);
    expect(browser.appended).toEqual([]);
  });

  // Adding a script element costs the main thread several milliseconds in Chrome: one task each
  // keeps the page able to answer a tap between them (no long task after the paint).
  it('adds one file per task after the paint, in order, each async', () => {
    const browser = browserWith(true);
    browser.paint();
    expect(browser.appended.map((e) => e.src)).toEqual([files[0]]);
    while (browser.tasks.length) browser.runTask();
    expect(browser.appended).toEqual(files.map((src) => ({ src, async: true })));
  });

  it('adds the files once though the load event follows the paint', () => {
    const browser = browserWith(true);
    browser.paint();
    browser.load();
    while (browser.tasks.length) browser.runTask();
    expect(browser.appended.map((e) => e.src)).toEqual(files);
  });

  it('without paint timing, adds them at the load event', () => {
    const browser = browserWith(false);
    browser.load();
    expect(browser.tasks[0]?.delay).toBe(0);
    while (browser.tasks.length) browser.runTask();
    expect(browser.appended.map((e) => e.src)).toEqual(files);
  });
});
