/**
 * Contact details in a message written before the pair has a paid class (docs/decisions.md
 * "Conversations: contact details before payment"): phone numbers, e-mail addresses and messenger
 * links or handles are masked for every reader but the team. Pure: the stored text stays as written.
 */
export type MaskKind = 'phone' | 'email' | 'messenger';

export interface MaskResult {
  text: string;
  kinds: MaskKind[];
}

export const MASK = '•••';

// Latin, Persian (U+06F0–9) and Arabic-Indic (U+0660–9) digits.
const DIGIT = '[0-9\\u06F0-\\u06F9\\u0660-\\u0669]';
// What people put between the digits of a number: spaces (incl. no-break and zero-width), dashes, dots, brackets, slashes.
const GAP = '[\\s\\u00A0\\u200C\\u200B\\-\\u2010-\\u2015_.()/\\\\]*';
// The digits spelled out, in Persian (with common spellings) and English.
const DIGIT_WORDS = [
  'صفر',
  'یک',
  'يک',
  'دو',
  'سه',
  'چهار',
  'چار',
  'پنج',
  'شش',
  'شیش',
  'هفت',
  'هشت',
  'نه',
  'zero',
  'oh',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];
const WORD = `(?:${DIGIT_WORDS.join('|')})`;

// A phone number: an optional +, then at least 7 digits with any gaps between them.
const PHONE = new RegExp(`\\+?${DIGIT}(?:${GAP}${DIGIT}){6,}`, 'gu');
// Digits spelled out (mixed with written digits): at least 7 in a row, words separated by spaces, dashes or commas.
const SPELLED = new RegExp(`(?<![\\p{L}])(?:${WORD}|${DIGIT})(?:[\\s,،\\-]+(?:${WORD}|${DIGIT})){6,}(?![\\p{L}])`, 'giu');
// A calendar date (2026-11-27, 1405/09/06) is not a phone number.
const DATE = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/;

const AT = String.raw`(?:@|＠|\s*[([{<]\s*(?:at|ات)\s*[)\]}>]\s*|\s+(?:at|ات)\s+)`;
const DOT = String.raw`(?:\.|\s*[([{<]\s*(?:dot|دات|نقطه)\s*[)\]}>]\s*|\s+(?:dot|دات|نقطه)\s+)`;
const EMAIL = new RegExp(String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*${DOT}[a-z]{2,10}\b`, 'giu');

const MESSENGER_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.(?:me|dog)|wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|instagram\.com|instagr\.am|ig\.me|eitaa\.com|rubika\.ir|ble\.ir|signal\.me|viber\.com|skype\.com|join\.skype\.com)(?:\/[^\s]*)?/giu;
// A handle: @ and a name, not the end of an e-mail address (those go first).
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z0-9_.]{3,32}/giu;
const MESSENGER_WORDS =
  /(?<![\p{L}])(?:whats\s*app|telegram|instagram|insta|viber|skype|signal|imo|واتس\s*[\u200C]?\s*اپ|واتساپ|واتزاپ|تلگرام|اینستاگرام|اینستا|ایتا|روبیکا|سروش|وایبر|اسکایپ)(?![\p{L}])/giu;

// Persian and Arabic-Indic digits as Latin ones, for the date check.
const latinDigits = (s: string) => s.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));
const digitCount = (s: string) => (s.match(new RegExp(DIGIT, 'gu')) ?? []).length;

export function maskContacts(input: string): MaskResult {
  const kinds = new Set<MaskKind>();
  let text = input;
  const replace = (pattern: RegExp, kind: MaskKind, keep?: (match: string) => boolean) => {
    text = text.replace(pattern, (match) => {
      if (keep?.(match)) return match;
      kinds.add(kind);
      return MASK;
    });
  };
  // Addresses and links first: their digits and @ must not be taken for a number or a handle.
  replace(EMAIL, 'email');
  replace(MESSENGER_LINK, 'messenger');
  replace(HANDLE, 'messenger');
  replace(PHONE, 'phone', (match) => DATE.test(latinDigits(match.trim())) || digitCount(match) < 7);
  replace(SPELLED, 'phone');
  replace(MESSENGER_WORDS, 'messenger');
  return { text, kinds: [...kinds].sort() };
}
