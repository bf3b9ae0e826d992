import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '@/server/page-cache/first-paint';
import { pageScripts } from './first-load-size.mjs';

/** A page as Next's renderer writes it: its script files in the head, a legacy polyfill, inline flight data. */
const rendered = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><p>x</p><script>self.__next_f.push([1,"0:{}"])</script></body></html>',
].join('');
const files = ['/_next/static/chunks/webpack.js', '/_next/static/chunks/react-dom.js', '/_next/static/chunks/page.js'];

describe('the first-load size report reads every file a page loads first', () => {
  it('reads the script tags of a page rendered per request, without the legacy polyfill', () => {
    expect(pageScripts(rendered)).toEqual(files);
  });

  it('reads the files the page cache’s loader adds after the first paint (it once counted none)', () => {
    const cached = scriptsAfterFirstPaint(rendered);
    expect(cached).not.toContain('<script src="/_next/static/chunks/page.js"');
    expect(pageScripts(cached)).toEqual(files);
  });
});
