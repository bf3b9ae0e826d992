import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { allMessages } from '@/tests/messages';
import { jobLabel, jobTries } from './job-text';

const t = createTranslator({ locale: 'en-US', messages: allMessages('en-US'), namespace: 'Operator' }) as never;

describe('the jobs view', () => {
  it('names the app’s jobs by what they do, and leaves other names as they are', () => {
    expect(jobLabel(t, 'class-reminders.sweep')).toBe('Send lesson reminders');
    expect(jobLabel(t, 'test.later-1234')).toBe('test.later-1234');
  });

  it('never says "0 of 4" of a job that is done or has not run', () => {
    expect(jobTries(t, { state: 'completed', retry_count: 0, retry_limit: 3 })).toBe('Done on try 1');
    expect(jobTries(t, { state: 'created', retry_count: 0, retry_limit: 3 })).toBe('Not run yet');
    expect(jobTries(t, { state: 'retry', retry_count: 1, retry_limit: 3 })).toBe('1 of 4');
    expect(jobTries(t, { state: 'failed', retry_count: 3, retry_limit: 3 })).toBe('4 of 4');
  });
});
