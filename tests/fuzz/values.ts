import fc from 'fast-check';

/** Huge strings: ASCII, astral emoji, Persian, and invisible direction marks. */
export const HUGE_STRINGS = ['x'.repeat(100_000), '🙂'.repeat(30_000), 'ب'.repeat(100_000), '\u200f\u200b'.repeat(40_000)];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eabc\u202c',
  '\u200f',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '🙂',
  '👨‍👩‍👧',
  'ي ك',
  '۱۲۳',
  '٣',
  '\n\r\t',
  '<script>',
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const NUMERIC_STRINGS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '0x10',
  ' 7 ',
  '1,2',
  '007',
  '+5',
  '1e3',
  '۵',
];

/** Plausible values, some with a NUL or a lone surrogate inside, so input also passes schemas and reaches services. */
const PLAUSIBLE_STRINGS = [
  'a@b.co',
  'sara@example.com',
  '+989121234567',
  '09121234567',
  '+98 912 123 4567',
  'Sara Ahmadi',
  'سارا احمدی',
  'tehran',
  'about-us',
  'math',
  'ab-cd',
  'This is a test message.',
  'پیام آزمایشی برای فرم تماس',
  'Sara\u0000Ahmadi',
  'hello world\u0000 message',
  'سلام\u0000 دنیا، پیام',
  'lone \ud800 surrogate text',
  'Password123',
  '123456',
  '\u202eRTL override text\u202c',
  'zero\u200bwidth\u200cjoin\u200dtext',
  'علی\u200cرضا',
  '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂',
  '1',
  '5',
  '12',
  '98',
  'a-b-c',
  'tutor-1',
  'ONLINE',
  'OFFLINE',
];

const NUMBERS = [-1, 0, -0, 1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, 99999999999999999999]; // eslint-disable-line no-loss-of-precision -- a number JSON cannot carry exactly;

/** Candidates for values a schema accepts: each field keeps those it does (see fittingValues). */
export const PLAUSIBLE_VALUES: unknown[] = [...PLAUSIBLE_STRINGS, 1, 5, 12, 98, true, false];

export const oddString = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS, ...NUMERIC_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...PLAUSIBLE_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 10, maxLength: 80 }), weight: 2 },
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
);

const scalar = fc.oneof(oddString, fc.constantFrom(...NUMBERS), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Any JSON value a caller could send: scalars, short arrays, small objects. */
export const jsonValue = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(oddString, scalar, { maxKeys: 3 }), weight: 1 },
);

/** Names for fields no schema knows. */
export const extraKey = fc.oneof(fc.constantFrom('admin', 'id', '__proto__', 'constructor', ''), fc.string({ unit: 'binary', maxLength: 12 }));
