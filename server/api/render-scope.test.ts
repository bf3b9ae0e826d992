import { describe, expect, it } from 'vitest';
import { inRenderScope, newRenderMemo, renderMemoFor, sharedInRender } from './render-scope';

describe('render scope', () => {
  it('makes a value once per render and key; another render or no render makes its own', async () => {
    let made = 0;
    const make = async () => ++made;
    const render = newRenderMemo();
    const first = await inRenderScope(render, () => Promise.all([sharedInRender('viewer:a', make), sharedInRender('viewer:a', make)]));
    expect(first).toEqual([1, 1]);
    expect(await inRenderScope(render, () => sharedInRender('viewer:a', make))).toBe(1);
    expect(await inRenderScope(render, () => sharedInRender('viewer:b', make))).toBe(2);
    expect(await inRenderScope(newRenderMemo(), () => sharedInRender('viewer:a', make))).toBe(3);
    expect(await sharedInRender('viewer:a', make)).toBe(4);
    expect(await sharedInRender('viewer:a', make)).toBe(5);
  });
});

describe('a page request’s memo', () => {
  it('is the same for the layout’s, the page’s and the metadata’s clients of one request, and new after a few seconds', async () => {
    const at = Date.parse('2026-11-28T20:00:00Z');
    const first = renderMemoFor('nonce-1', at);
    expect(renderMemoFor('nonce-1', at + 1_000)).toBe(first);
    expect(renderMemoFor('nonce-2', at)).not.toBe(first);
    expect(renderMemoFor('nonce-1', at + 60_000)).not.toBe(first);
  });
});
