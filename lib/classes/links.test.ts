import { describe, expect, it } from 'vitest';
import { classLinksFor } from './links';

const paths = (view: Parameters<typeof classLinksFor>[0]) => classLinksFor(view).map((link) => link.path);

describe('a class page’s links', () => {
  it('offers the student the survey only while a round is open', () => {
    expect(paths({ role: 'student', survey_open: true })).toContain('survey');
    expect(paths({ role: 'student', survey_open: false })).not.toContain('survey');
    expect(paths({ role: 'student', survey_open: false })).toEqual(['bill', 'session-deposit', 'purchase-discount-pack']);
  });

  it('never offers the tutor the student’s pages', () => {
    expect(paths({ role: 'tutor', survey_open: true })).toEqual([]);
  });
});
