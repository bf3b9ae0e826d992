import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { allMessages } from '@/tests/messages';

// A plain `{page}` prints a number with Latin digits even in Persian; `{page, number}` follows the locale.
describe('numbers inside Persian sentences', () => {
  it('the transactions list says which page in Persian digits', () => {
    const t = createTranslator({ locale: 'fa', messages: allMessages('fa'), namespace: 'Transactions' });
    expect(t('page', { page: 1, pages: 12 })).toBe('صفحهٔ ۱ از ۱۲');
  });
});
