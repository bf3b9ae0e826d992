import { describe, expect, it } from 'vitest';
import { askedPage } from './query-values';

describe('askedPage', () => {
  it('reads the page a list link made', () => {
    expect(askedPage('3')).toBe(3);
    expect(askedPage('1000')).toBe(1000);
    expect(askedPage(['2', '5'])).toBe(2);
  });

  it('is the first page for an address the links could not have made', () => {
    for (const value of [undefined, '', '0', '1001', 'abc', '2.5', '-1', '0x10', ' 2', [] as string[]]) expect(askedPage(value), String(value)).toBe(1);
  });
});
