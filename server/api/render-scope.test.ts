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

describe('the page requests’ memos under load', () => {
  it('drop only the expired and, at the limit, the oldest: every live request keeps its own', () => {
    const at = Date.parse('2026-11-29T06:00:00Z');
    const early = renderMemoFor('load-early', at);
    const live = Array.from({ length: 998 }, (_, i) => renderMemoFor(`load-${i}`, at + 10_000));
    // 15 s later the first has expired and is dropped; the 998 made 5 s later are still alive.
    const next = renderMemoFor('load-next', at + 15_001);
    expect(renderMemoFor('load-early', at + 15_002)).not.toBe(early);
    live.forEach((memo, i) => expect(renderMemoFor(`load-${i}`, at + 15_003)).toBe(memo));
    expect(renderMemoFor('load-next', at + 15_004)).toBe(next);
  });
});
