import { describe, expect, it } from 'vitest';
import { lineParams } from './line-text';

describe("an invoice line's words", () => {
  const line = { params: { sessions: 2, tutor: 'محمد خراسانی', tutor_en: 'Mohammad Khorasani' } };
  it("name the tutor in the reader's language", () => {
    expect(lineParams(line, 'en-US')).toEqual({ sessions: 2, tutor: 'Mohammad Khorasani' });
    expect(lineParams(line, 'fa')).toEqual({ sessions: 2, tutor: 'محمد خراسانی' });
  });
  it('keep the one spelling an older line has', () => {
    expect(lineParams({ params: { tutor: 'محمد خراسانی' } }, 'en-US')).toEqual({ tutor: 'محمد خراسانی' });
  });
});
