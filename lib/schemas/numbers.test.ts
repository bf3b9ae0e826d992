import { describe, expect, it } from 'vitest';
import { z } from '@/lib/schemas/zod';
import { numberField, optionalWholeNumberField, typedNumber, wholeNumberField } from './numbers';
import { classInfoBody } from './tutor-requests';
import { priceEurField, teachingExperiencesBody, teachingInfoBody } from './tutor-applications';

describe('typedNumber', () => {
  it.each([
    ['۱۳۹۹', 1399],
    ['٢٠٢٤', 2024],
    ['12.5', 12.5],
    ['۱۲٫۵', 12.5],
    ['۱۲,۵۰۰', 12500],
    ['1 500', 1500],
    ['١٢٬٥٠٠', 12500],
    [' 7 ', 7],
    ['-3', -3],
  ])('reads %j as %d', (typed, number) => {
    expect(typedNumber(typed)).toBe(number);
  });

  it('leaves what is not a number as typed (the schema refuses it), and empty as not given', () => {
    expect(typedNumber('12abc')).toBe('12abc');
    expect(typedNumber('1,5')).toBe('1,5');
    expect(typedNumber('0x10')).toBe('0x10');
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('   ')).toBeUndefined();
    expect(typedNumber(42)).toBe(42);
  });
});

describe('numeric fields accept Persian digits', () => {
  it('in whole-number and decimal fields', () => {
    expect(wholeNumberField(1950, 2100).parse('۱۹۹۸')).toBe(1998);
    expect(numberField(z.number().max(10)).parse('۹٫۵')).toBe(9.5);
    expect(priceEurField.parse('۲۵٫۵۰')).toBe(25.5);
  });

  it("in the request's class info and a tutor's experience years", () => {
    const info = classInfoBody.parse({
      course_id: '۱۲',
      level: 'دبیرستان',
      teaching_mode: 'online',
      sessions_per_week: '۲',
      session_minutes: '۶۰',
      start_date: '2030-01-05',
      group_kind: 'one_to_one',
    });
    expect(info).toMatchObject({ course_id: 12, sessions_per_week: 2, session_minutes: 60 });
    expect(teachingExperiencesBody.shape.experiences.parse([{ place: 'مدرسه', subject: 'ریاضی', years: '۱۰' }])[0]!.years).toBe(10);
  });
});

describe('a number field that may be left empty', () => {
  it('reads empty as not given, digits of any script as the number, and refuses the rest', () => {
    const teaching = {
      price_eur: '۲۰',
      teaches_online: true,
      teaches_offline: false,
      time_zone: 'UTC',
      availability: [{ weekday: 6, start_minute: 1020, end_minute: 1200 }],
      bio: 'هشت سال است که ریاضی دبیرستان را آنلاین و حضوری درس می‌دهم و شاگردانم آماده می‌شوند.',
    };
    // The start-teaching form sends its hidden city select as '' when teaching online only.
    expect(teachingInfoBody.safeParse({ ...teaching, offline_city_id: '' })).toMatchObject({ success: true, data: { offline_city_id: undefined } });
    expect(teachingInfoBody.safeParse({ ...teaching, teaches_offline: true, offline_city_id: '۱۲' })).toMatchObject({
      success: true,
      data: { offline_city_id: 12 },
    });
    const missing = teachingInfoBody.safeParse({ ...teaching, teaches_offline: true, offline_city_id: '' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['offline_city_id']);
    expect(optionalWholeNumberField(1, 10).safeParse('x').success).toBe(false);
  });
});
