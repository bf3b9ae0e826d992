import { describe, expect, it } from 'vitest';
import { storableText } from './text';

describe('storableText', () => {
  it('takes any real text, Persian and emoji (surrogate pairs) included', () => {
    for (const value of ['', 'سلام دنیا', 'Sara 😀 teaches', '\uD83D\uDE00']) expect(storableText(value)).toBe(true);
  });

  it('refuses U+0000 and a lone surrogate, which PostgreSQL text and jsonb cannot hold', () => {
    for (const value of ['a\u0000b', 'lone \uD800 surrogate', 'end \uDBFF', '\uDC00 start', 'x\uDE00\uD83D']) expect(storableText(value)).toBe(false);
  });
});
