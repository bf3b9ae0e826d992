import { describe, expect, it } from 'vitest';
import { testJobs } from '@/server/testing/jobs';
import { readFeatureMessages } from '@/tests/messages';
import { appJobs } from './jobs';

describe("the operator's jobs view", () => {
  it('has words for every job the app runs, in both languages (components/operator/job-text.ts)', () => {
    const testing = new Set(testJobs.map((job) => job.name));
    for (const locale of ['fa', 'en-US'] as const) {
      const names = (readFeatureMessages('operator', locale).Operator as { job_names: Record<string, string> }).job_names;
      for (const job of appJobs().filter((one) => !testing.has(one.name))) expect(names[job.name.replaceAll('.', '_')], `${locale}: ${job.name}`).toBeTruthy();
    }
  });
});
