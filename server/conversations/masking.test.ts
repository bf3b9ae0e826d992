import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './masking';

// Real-world ways people slip a number or an address past a filter, and ordinary sentences that must pass.
const MASKED: [string, string, string[]][] = [
  ['Latin mobile', 'call me on 09121234567', ['phone']],
  ['international', 'my number is +98 912 123 4567', ['phone']],
  ['dashed', 'ring 0912-123-4567 tonight', ['phone']],
  ['dotted', '0912.123.45.67', ['phone']],
  ['brackets', '(0912) 123 4567', ['phone']],
  ['Persian digits', 'شماره‌ام ۰۹۱۲۱۲۳۴۵۶۷ است', ['phone']],
  ['Persian digits spaced', '۰۹۱۲ ۱۲۳ ۴۵ ۶۷', ['phone']],
  ['Arabic-Indic digits', 'رقمي ٠٩١٢١٢٣٤٥٦٧', ['phone']],
  ['mixed digits', '0912 ۱۲۳ ٤٥٦٧', ['phone']],
  ['digits with zero-width joiners', '۰۹۱۲\u200c۱۲۳\u200c۴۵۶۷', ['phone']],
  ['UK landline', '+44 20 7946 0958', ['phone']],
  ['spelled out in English', 'zero nine one two one two three four five six seven', ['phone']],
  ['spelled out with dashes', 'nine-one-two-three-four-five-six', ['phone']],
  ['spelled out in Persian', 'صفر نه یک دو یک دو سه چهار پنج شش هفت', ['phone']],
  ['Persian words and digits mixed', 'صفر ۹ یک ۲ سه ۴ پنج ۶', ['phone']],
  ['e-mail', 'write to sara.k@gmail.com please', ['email']],
  ['e-mail with plus', 'a+b@mail.example.org', ['email']],
  ['e-mail "at" and "dot"', 'sara at gmail dot com', ['email']],
  ['e-mail (at) (dot)', 'sara (at) gmail (dot) com', ['email']],
  ['e-mail [at] [dot]', 'sara[at]yahoo[dot]com', ['email']],
  ['e-mail in Persian words', 'sara ات gmail دات com', ['email']],
  ['telegram link', 'join t.me/sara_teacher', ['messenger']],
  ['whatsapp link', 'https://wa.me/989121234567', ['messenger']],
  ['instagram link', 'instagram.com/sara.teaches', ['messenger']],
  ['handle', 'find me @sara_teaches', ['messenger']],
  ['whatsapp word', 'message me on WhatsApp', ['messenger']],
  ['whats app spaced', 'whats app me', ['messenger']],
  ['telegram word Persian', 'در تلگرام پیام بده', ['messenger']],
  ['whatsapp word Persian', 'واتساپ دارید؟', ['messenger']],
  ['instagram Persian', 'پیج اینستاگرام من', ['messenger']],
  ['several at once', 'tel 09121234567 or sara@x.io or t.me/sara', ['email', 'messenger', 'phone']],
];

const UNMASKED: [string, string][] = [
  ['a price', 'The class costs 30 euros for 90 minutes.'],
  ['a year and a count', 'I have taught since 2015 and had 120 students.'],
  ['a date', 'Can we start on 2026-12-01?'],
  ['a Persian date', 'از ۱۴۰۵/۰۹/۱۰ شروع کنیم؟'],
  ['times', 'Monday 18:30 or Tuesday 9:00'],
  ['a short number', 'Chapter 12, exercises 3 to 7'],
  ['an English sentence', 'One or two sessions a week would be great.'],
  ['a Persian sentence', 'سلام، برای کنکور ریاضی کلاس می‌خواهم. دو جلسه در هفته.'],
  ['the word "at"', 'I am at school until 3.'],
];

describe('maskContacts', () => {
  it.each(MASKED)('masks %s', (_name, input, kinds) => {
    const result = maskContacts(input);
    expect(result.kinds).toEqual(kinds);
    expect(result.text).toContain(MASK);
    // Not one digit of a masked number survives beside the mask.
    if (kinds.includes('phone')) expect(result.text.replace(/[^0-9\u06F0-\u06F9\u0660-\u0669]/g, '').length).toBeLessThan(4);
  });

  it.each(UNMASKED)('leaves %s alone', (_name, input) => {
    expect(maskContacts(input)).toEqual({ text: input, kinds: [] });
  });
});
