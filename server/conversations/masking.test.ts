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
  ['spelled out with dashes', 'nine-one-two-three-four-five-six-seven', ['phone']],
  ['English number words with tens and teens', 'zero nine twelve one two three forty five sixty seven', ['phone']],
  ['English "hundred and"', 'zero nine hundred and twelve one twenty three forty-five sixty-seven', ['phone']],
  ['English "double"', 'oh nine one double two three four five six seven', ['phone']],
  ['spelled out in Persian', 'صفر نه یک دو یک دو سه چهار پنج شش هفت', ['phone']],
  ['Persian words and digits mixed', 'صفر ۹ یک ۲ سه ۴ پنج ۶', ['phone']],
  ['Persian number words joined by "and"', 'صفر نهصد و دوازده صد و بیست و سه چهل و پنج شصت و هفت', ['phone']],
  ['Persian words joined by "and" in a sentence', 'شماره‌ام صفر نهصد و دوازده، صد و بیست و سه، چهل و پنج، شصت و هفت است', ['phone']],
  ['Persian words with Arabic letters', 'صفر نه يک دو يک دو سه چهار پنج شش هفت', ['phone']],
  ['split by commas', '0912,123,4567', ['phone']],
  ['split by stars', '۰۹۱۲*۱۲۳*۴۵۶۷', ['phone']],
  ['split by colons', '0912:123:4567', ['phone']],
  ['full-width digits', '０９１２１２３４５６７', ['phone']],
  ['a phone number beside a currency word', '09121234567 تومان', ['phone']],
  ['a phone number in groups beside a currency word', '912 123 4567 toman', ['phone']],
  ['e-mail', 'write to sara.k@gmail.com please', ['email']],
  ['e-mail with plus', 'a+b@mail.example.org', ['email']],
  ['e-mail "at" and "dot"', 'sara at gmail dot com', ['email']],
  ['e-mail (at) (dot)', 'sara (at) gmail (dot) com', ['email']],
  ['e-mail [at] [dot]', 'sara[at]yahoo[dot]com', ['email']],
  ['e-mail in Persian words', 'sara ات gmail دات com', ['email']],
  ['e-mail with spaces', 'sara @ gmail . com', ['email']],
  ['e-mail in full-width forms', 'sara＠gmail．com', ['email']],
  ['e-mail without its ending', 'write to sara@gmail', ['email']],
  ['e-mail "at" a provider', 'sara at gmail', ['email']],
  ['e-mail "at" and "dot" again', 'it is sara at gmail dot com thanks', ['email']],
  ['telegram link', 'join t.me/sara_teacher', ['messenger']],
  ['whatsapp link', 'https://wa.me/989121234567', ['messenger']],
  ['instagram link', 'instagram.com/sara.teaches', ['messenger']],
  ['handle', 'find me @sara_teaches', ['messenger']],
  ['skype and a handle', 'skype: sara.k', ['messenger']],
  ['insta is a handle', 'my insta is sara.k', ['messenger']],
  ['telegram and an @handle', 'telegram: @sara_k', ['messenger']],
  ['telegram id', 'Telegram ID sarakarimi', ['messenger']],
  ['whatsapp and a handle', 'whatsapp - sara99', ['messenger']],
  ['instagram and a handle', 'instagram sara.teaches', ['messenger']],
  ['a handle after the Persian for "my telegram"', 'آیدی تلگرامم sara_k هست', ['messenger']],
  ['a handle after the Persian for "my instagram"', 'اینستام: sarak', ['messenger']],
  ['telegram link with https', 'https://t.me/sara_k', ['messenger']],
  ['telegram link in capitals', 'T.ME/SARA_K', ['messenger']],
  ['whatsapp word', 'message me on WhatsApp', ['messenger']],
  ['whats app spaced', 'whats app me', ['messenger']],
  ['telegram word Persian', 'در تلگرام پیام بده', ['messenger']],
  ['whatsapp word Persian', 'واتساپ دارید؟', ['messenger']],
  ['instagram Persian', 'پیج اینستاگرام من', ['messenger']],
  ['several at once', 'tel 09121234567 or sara@x.io or t.me/sara', ['email', 'messenger', 'phone']],
];

const UNMASKED: [string, string][] = [
  ['a price in toman', 'شهریه ماهانه 1500000 تومان است'],
  ['a price in Persian digits', 'جلسه‌ای ۱۵۰۰۰۰۰ تومان'],
  ['a price in thousands', 'هر ترم ۱۵٬۰۰۰٬۰۰۰ تومان'],
  ['a large price in toman', 'the course is 15000000 toman'],
  ['a price grouped by spaces', '1 500 000 toman'],
  ['a price grouped by dots', '1.500.000'],
  ['a price in rial before its currency', 'IRR 150,000,000 per term'],
  ['a euro price', 'Only €25 a lesson'],
  ['euros in words', '25 euros per hour'],
  ['a time', 'How about 17:30?'],
  ['times in a row', 'ساعت ۱۷:۳۰ تا ۱۹:۳۰'],
  ['a range of times', '17:30-19:30, 20:00-21:30'],
  ['a Persian date', 'کلاس از 1405/10/21 شروع می‌شود'],
  ['a range of dates', '1405/10/21 - 1405/11/21'],
  ['a European date', '21.10.2026 at 17:30'],
  ['a range of years', 'I taught there 2015-2024'],
  ['a range of Persian years', 'از ۱۳۹۵ - ۱۴۰۲ تدریس کردم'],
  ['a price', 'The class costs 30 euros for 90 minutes.'],
  ['a year and a count', 'I have taught since 2015 and had 120 students.'],
  ['a date', 'Can we start on 2026-12-01?'],
  ['a Persian date', 'از ۱۴۰۵/۰۹/۱۰ شروع کنیم؟'],
  ['times', 'Monday 18:30 or Tuesday 9:00'],
  ['a short number', 'Chapter 12, exercises 3 to 7'],
  ['an English sentence', 'One or two sessions a week would be great.'],
  ['a Persian sentence', 'سلام، برای کنکور ریاضی کلاس می‌خواهم. دو جلسه در هفته.'],
  ['the word "at"', 'I am at school until 3.'],
  ['an @ in a sentence', 'see you there @ 5. ok'],
];

describe('maskContacts', () => {
  it.each(MASKED)('masks %s', (_name, input, kinds) => {
    const result = maskContacts(input);
    expect(result.kinds).toEqual(kinds);
    expect(result.text).toContain(MASK);
    // Not one digit of a masked number survives beside the mask.
    if (kinds.includes('phone')) expect(result.text.replace(/[^0-9\u06F0-\u06F9\u0660-\u0669\uFF10-\uFF19]/g, '').length).toBeLessThan(4);
    // Nor the name of an address or a handle.
    expect(result.text).not.toMatch(/sara/i);
  });

  it.each([
    ['message me on WhatsApp tomorrow', 'message me on ••• tomorrow'],
    ['my insta is sara.k, see you', 'my •••, see you'],
    ['Call +98 912 123 4567 now', 'Call ••• now'],
    ['(0912) 123 4567', '(•••'],
    ['mail sara @ gmail . com or 0912,123,4567', 'mail ••• or •••'],
  ])('masks only the contact details in %j', (input, expected) => {
    expect(maskContacts(input).text).toBe(expected);
  });

  it.each(UNMASKED)('leaves %s alone', (_name, input) => {
    expect(maskContacts(input)).toEqual({ text: input, kinds: [] });
  });
});
