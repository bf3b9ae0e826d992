import { describe, expect, it } from 'vitest';
import { inRenderScope, newRenderMemo, sharedInRender } from './render-scope';

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
