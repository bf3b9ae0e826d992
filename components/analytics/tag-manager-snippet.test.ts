import { describe, expect, it } from 'vitest';
import { tagManagerSnippet } from './tag-manager-snippet';

/** Runs the snippet against a stand-in window and document in the given ready state. */
function runSnippet(snippet: string, readyState: 'loading' | 'complete') {
  const appended: { src: string; async: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const w = { dataLayer: undefined as unknown[] | undefined, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
  const d = {
    readyState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (s: { src: string; async: boolean }) => appended.push(s) },
  };
  new Function('window', 'document', snippet)(w, d);
  return { w, appended, fireLoad: () => listeners.load?.() };
}

describe('tagManagerSnippet', () => {
  it('asks for nothing without a well-formed container id', () => {
    expect(tagManagerSnippet(undefined)).toBeNull();
    expect(tagManagerSnippet('')).toBeNull();
    expect(tagManagerSnippet('UA-12345')).toBeNull();
    expect(tagManagerSnippet("GTM-AB12';alert(1)//")).toBeNull();
  });

  it('starts the data layer at once and loads Tag Manager only after the page has loaded', () => {
    const { w, appended, fireLoad } = runSnippet(tagManagerSnippet('GTM-AB12CD')!, 'loading');
    expect(w.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) })]);
    expect(appended).toEqual([]);
    fireLoad();
    expect(appended).toEqual([{ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', async: true }]);
  });

  it('loads Tag Manager at once when the page has already loaded', () => {
    const { appended } = runSnippet(tagManagerSnippet('GTM-AB12CD')!, 'complete');
    expect(appended).toHaveLength(1);
  });
});
