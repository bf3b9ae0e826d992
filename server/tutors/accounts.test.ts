import { describe, expect, it, vi } from 'vitest';
import { inRenderScope, newRenderMemo } from '@/server/api/render-scope';
import type { Db } from '@/server/db/client';
import { rememberTutorIdOfAccount, tutorIdOfAccount } from './accounts';

/** A database that answers the tutor lookup with `id` and counts how often it was asked. */
function lookupDb(id: number | null) {
  const asked = vi.fn();
  const chain = { from: () => chain, where: async () => (asked(), id === null ? [] : [{ id }]) };
  return { db: { select: () => chain } as unknown as Db, asked };
}

describe("an account's tutor id in one render", () => {
  it('is not asked again once a part of the render that read the tutor said it', async () => {
    const { db, asked } = lookupDb(7);
    await inRenderScope(newRenderMemo(), async () => {
      rememberTutorIdOfAccount(41, 99);
      rememberTutorIdOfAccount(42, null);
      expect(await tutorIdOfAccount(db, 41)).toBe(99);
      expect(await tutorIdOfAccount(db, 42)).toBeNull();
    });
    expect(asked).not.toHaveBeenCalled();
  });

  it('is asked once per render without it, and afresh outside a render (where remembering does nothing)', async () => {
    const { db, asked } = lookupDb(7);
    await inRenderScope(newRenderMemo(), async () => {
      expect([await tutorIdOfAccount(db, 41), await tutorIdOfAccount(db, 41)]).toEqual([7, 7]);
    });
    expect(asked).toHaveBeenCalledTimes(1);
    rememberTutorIdOfAccount(41, 99);
    expect(await tutorIdOfAccount(db, 41)).toBe(7);
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
