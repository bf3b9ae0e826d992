/**
 * Spec §5 "Validation rules". Field messages in both languages are walked in
 * lib/schemas/error-map.test.ts; "Server 422 field errors are shown as toasts" in
 * tests/spec/s8-errors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { setPasswordBody } from '@/lib/schemas/auth';

describe('§5 validation rules', () => {
  it.todo('"/tutor-request/form needs the teacher_request_id query parameter" (built by the tutor request issue, 17)');

  it('"Password set or change requires password and password_confirmation"', () => {
    const fields = (input: object) => {
      const result = setPasswordBody.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fields({ password_confirmation: 'long-enough-1' })).toContain('password');
    expect(fields({ password: 'long-enough-1' })).toContain('password_confirmation');
    expect(fields({ password: 'long-enough-1', password_confirmation: 'long-enough-1' })).toEqual([]);
  });
});
