/**
 * Contact details in a message written before the pair has a paid class (docs/decisions.md
 * "Conversations: contact details before payment"): phone numbers, e-mail addresses and messenger
 * links or handles are masked for every reader but the team. Pure: the stored text stays as written.
 *
 * Every detector reads a plain copy of the text of the same length (Persian and Arabic-Indic
 * digits as Latin ones, full-width forms as ASCII, Arabic kaf and yeh as Persian ones, lower case),
 * so what it finds is masked at the same place in the text as written.
 */
export type MaskKind = 'phone' | 'email' | 'messenger';

export interface MaskResult {
  text: string;
  kinds: MaskKind[];
}

export const MASK = '•••';

/** A number with this many digits or more (written, spelled out, or both) is taken for a phone number. */
export const PHONE_DIGITS = 8;

/** Stands where a detector already took the text, or for a date or a time: nothing runs across it. */
const TAKEN = '\uFFFF';

/** One UTF-16 unit's plain reading (always one unit, so positions stay those of the text as written). */
function plainUnit(unit: string): string {
  const code = unit.charCodeAt(0);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0); // extended Arabic-Indic (Persian) digits
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660); // Arabic-Indic digits
  if (code >= 0xff01 && code <= 0xff5e) unit = String.fromCharCode(code - 0xfee0); // full-width ASCII forms
  if (code === 0x3002 || code === 0xff61) return '.'; // ideographic and halfwidth full stops
  if (code === 0x0643) return '\u06a9'; // Arabic kaf as Persian keheh
  if (code === 0x064a || code === 0x0649) return '\u06cc'; // Arabic yeh and alef maksura as Persian yeh
  const lower = unit.toLowerCase();
  return lower.length === 1 ? lower : unit;
}

const plainText = (text: string) => Array.from({ length: text.length }, (_, i) => plainUnit(text[i]!)).join('');

// ---------------------------------------------------------------------------------------------
// E-mail addresses

const LOCAL = String.raw`[\p{L}\p{N}._%+\-]+`;
/** A domain label: letters, digits and dashes, with at least one letter ("there @ 5. ok" is no address). */
const LABEL = String.raw`(?=[\p{N}\-]*\p{L})[\p{L}\p{N}\-]+`;
const TLD = String.raw`[a-z]{2,10}(?![\p{L}\p{N}])`;
const AT_WORD = String.raw`(?:\s*[([{<]\s*(?:at|\u0627\u062a)\s*[)\]}>]\s*|\s+(?:at|\u0627\u062a)\s+)`;
const DOT_WORD = String.raw`(?:\s*[([{<]\s*(?:dot|\u062f\u0627\u062a|\u0646\u0642\u0637\u0647)\s*[)\]}>]\s*|\s+(?:dot|\u062f\u0627\u062a|\u0646\u0642\u0637\u0647)\s+)`;
/** Mail providers people name without the rest of the address ("sara at gmail"). */
const PROVIDER = String.raw`(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|proton|aol|yandex|gmx|zoho|chmail)(?![\p{L}\p{N}])`;
const EMAILS = [
  // sara@gmail.com, with spaces around the @ and the dots if the writer likes.
  new RegExp(String.raw`${LOCAL}\s*@\s*${LABEL}(?:\s*\.\s*${LABEL})*\s*\.\s*${TLD}`, 'gu'),
  // sara at gmail dot com, sara (at) gmail (dot) com: the dots as words, brackets or a plain dot.
  new RegExp(String.raw`${LOCAL}${AT_WORD}${LABEL}(?:(?:${DOT_WORD}|\.)${LABEL})*(?:${DOT_WORD}|\.)${TLD}`, 'gu'),
  // sara@gmail: no domain ending, written together.
  new RegExp(String.raw`${LOCAL}@${LABEL}`, 'gu'),
  // sara @ gmail, sara at gmail: a known provider.
  new RegExp(String.raw`${LOCAL}(?:\s*@\s*|${AT_WORD})${PROVIDER}`, 'gu'),
];

// ---------------------------------------------------------------------------------------------
// Messengers: links, their names and the handle written after a name, @handles

const MESSENGER_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.(?:me|dog)|wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|instagram\.com|instagr\.am|ig\.me|eitaa\.com|rubika\.ir|ble\.ir|signal\.me|viber\.com|skype\.com|join\.skype\.com)(?:\/[^\s]*)?/gu;
const MESSENGER_NAME = [
  String.raw`whats\s*app`,
  'telegram',
  'instagram',
  'insta',
  'viber',
  'skype',
  'signal',
  'imo',
  'snapchat',
  'discord',
  'wechat',
  'eitaa',
  'rubika',
  // WhatsApp (with or without a space or zero-width non-joiner), Telegram, Instagram, Insta, Eitaa,
  // Rubika, Soroush, Viber, Skype, Discord, written in Persian.
  String.raw`\u0648\u0627\u062a\u0633\s*\u200c?\s*(?:\u0627\u067e|\u0622\u067e)`,
  '\u0648\u0627\u062a\u0633\u0627\u067e',
  '\u0648\u0627\u062a\u0632\u0627\u067e',
  '\u062a\u0644\u06af\u0631\u0627\u0645',
  '\u0627\u06cc\u0646\u0633\u062a\u0627\u06af\u0631\u0627\u0645',
  '\u0627\u06cc\u0646\u0633\u062a\u0627',
  '\u0627\u06cc\u062a\u0627',
  '\u0631\u0648\u0628\u06cc\u06a9\u0627',
  '\u0633\u0631\u0648\u0634',
  '\u0648\u0627\u06cc\u0628\u0631',
  '\u0627\u0633\u06a9\u0627\u06cc\u067e',
  '\u062f\u06cc\u0633\u06a9\u0648\u0631\u062f',
].join('|');
// A Persian possessive ending on the name (my, your, his: U+0645, U+0627 U+0645, U+062A, U+0634, ...).
const PERSIAN_ENDING = String.raw`(?:\u200c?(?:\u0645|\u0627\u0645|\u062a|\u0634|\u0645\u0648\u0646|\u062a\u0648\u0646|\u0645\u0627\u0646|\u062a\u0627\u0646|\u06cc))?`;
/** Words between a messenger's name and the handle: "is", "id", "username", and the Persian for id, account, page. */
const FILLER = String.raw`(?:is|id|username|user\s*name|handle|account|page|\u0622\u06cc\u062f\u06cc|\u0627\u06cc\u062f\u06cc|\u0622\u06cc\u200c\u062f\u06cc|\u0627\u06a9\u0627\u0646\u062a|\u067e\u06cc\u062c|\u06cc\u0648\u0632\u0631\u0646\u06cc\u0645)`;
/** A handle: Latin letters, digits, dots and underscores, at least one letter, not ending in a dot. */
const HANDLE_NAME = String.raw`@?(?=[a-z0-9_.]*[a-z])[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?(?![\p{L}\p{N}_@])`;
/** Looks like a handle on its own: an @, a digit, a dot or an underscore in it (not an ordinary word). */
const HANDLE_SHAPED = String.raw`(?=@|[a-z0-9_.]*[0-9_.][a-z0-9_.]*[a-z0-9_](?![\p{L}\p{N}_@]))${HANDLE_NAME}`;
const MESSENGER = new RegExp(
  String.raw`(?<![\p{L}])(?:${MESSENGER_NAME})${PERSIAN_ENDING}(?![\p{L}])` +
    // "skype: sara.k", "my insta is sara.k", "telegram id = sara": any Latin word after a colon, an equals sign or a filler word.
    String.raw`(?:\s*(?:[:=>\u2192\-\u2013\u2014]|\s${FILLER}(?![\p{L}]))(?:\s*${FILLER}(?![\p{L}]))?\s*[:=]?\s*${HANDLE_NAME}` +
    // "instagram sara.teaches": only what looks like a handle after a plain space.
    String.raw`|\s+${HANDLE_SHAPED})?`,
  'gu',
);
// A handle: @ and a name, not the end of an e-mail address (those go first).
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z0-9_.]{3,32}/gu;

// ---------------------------------------------------------------------------------------------
// Phone numbers

type NumberWordKind = 'zero' | 'unit' | 'teen' | 'tens' | 'hundreds' | 'hundred' | 'repeat';
const word = (kind: NumberWordKind, value: number, ...spellings: string[]) => spellings.map((s) => [s, { kind, value }] as const);
/** Digits and numbers spelled out, in English and in Persian (common spellings; U+06CC yeh and U+06A9 keheh after `plainText`). */
const NUMBER_WORDS = new Map<string, { kind: NumberWordKind; value: number }>([
  ...word('zero', 0, 'zero', 'oh', '\u0635\u0641\u0631'),
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].flatMap((w, i) => word('unit', i + 1, w)),
  ...['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'].flatMap((w, i) => word('teen', i + 10, w)),
  ...['twenty', 'thirty', 'forty', 'fourty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].flatMap((w, i) =>
    word('tens', [20, 30, 40, 40, 50, 60, 70, 80, 90][i]!, w),
  ),
  ...word('hundred', 100, 'hundred'),
  ...word('repeat', 2, 'double'),
  ...word('repeat', 3, 'triple'),
  // Persian 1..9 (with the colloquial U+06CC U+0647 for one, U+0686 U+0627 U+0631 for four, U+0634 U+06CC U+0634 for six).
  ...word('unit', 1, '\u06cc\u06a9', '\u06cc\u0647'),
  ...word('unit', 2, '\u062f\u0648'),
  ...word('unit', 3, '\u0633\u0647'),
  ...word('unit', 4, '\u0686\u0647\u0627\u0631', '\u0686\u0627\u0631'),
  ...word('unit', 5, '\u067e\u0646\u062c'),
  ...word('unit', 6, '\u0634\u0634', '\u0634\u06cc\u0634'),
  ...word('unit', 7, '\u0647\u0641\u062a'),
  ...word('unit', 8, '\u0647\u0634\u062a'),
  ...word('unit', 9, '\u0646\u0647'),
  // Persian 10..19.
  ...word('teen', 10, '\u062f\u0647'),
  ...word('teen', 11, '\u06cc\u0627\u0632\u062f\u0647'),
  ...word('teen', 12, '\u062f\u0648\u0627\u0632\u062f\u0647'),
  ...word('teen', 13, '\u0633\u06cc\u0632\u062f\u0647'),
  ...word('teen', 14, '\u0686\u0647\u0627\u0631\u062f\u0647'),
  ...word('teen', 15, '\u067e\u0627\u0646\u0632\u062f\u0647', '\u067e\u0648\u0646\u0632\u062f\u0647'),
  ...word('teen', 16, '\u0634\u0627\u0646\u0632\u062f\u0647', '\u0634\u0648\u0646\u0632\u062f\u0647'),
  ...word('teen', 17, '\u0647\u0641\u062f\u0647', '\u0647\u06cc\u0641\u062f\u0647'),
  ...word('teen', 18, '\u0647\u062c\u062f\u0647', '\u0647\u06cc\u062c\u062f\u0647', '\u0647\u0698\u062f\u0647'),
  ...word('teen', 19, '\u0646\u0648\u0632\u062f\u0647'),
  // Persian tens 20..90.
  ...word('tens', 20, '\u0628\u06cc\u0633\u062a'),
  ...word('tens', 30, '\u0633\u06cc'),
  ...word('tens', 40, '\u0686\u0647\u0644'),
  ...word('tens', 50, '\u067e\u0646\u062c\u0627\u0647'),
  ...word('tens', 60, '\u0634\u0635\u062a'),
  ...word('tens', 70, '\u0647\u0641\u062a\u0627\u062f'),
  ...word('tens', 80, '\u0647\u0634\u062a\u0627\u062f'),
  ...word('tens', 90, '\u0646\u0648\u062f'),
  // Persian hundreds 100..900.
  ...word('hundreds', 100, '\u0635\u062f', '\u06cc\u06a9\u0635\u062f'),
  ...word('hundreds', 200, '\u062f\u0648\u06cc\u0633\u062a'),
  ...word('hundreds', 300, '\u0633\u06cc\u0635\u062f'),
  ...word('hundreds', 400, '\u0686\u0647\u0627\u0631\u0635\u062f'),
  ...word('hundreds', 500, '\u067e\u0627\u0646\u0635\u062f', '\u067e\u0648\u0646\u0635\u062f'),
  ...word('hundreds', 600, '\u0634\u0634\u0635\u062f', '\u0634\u06cc\u0634\u0635\u062f'),
  ...word('hundreds', 700, '\u0647\u0641\u062a\u0635\u062f'),
  ...word('hundreds', 800, '\u0647\u0634\u062a\u0635\u062f'),
  ...word('hundreds', 900, '\u0646\u0647\u0635\u062f'),
]);
/** Joins spelled-out parts of one number: the Persian U+0648 ("and") and English "and". */
const JOINERS = new Set(['\u0648', 'and']);

/** What people put between the parts of a number: spaces (incl. zero-width), dashes, dots, commas, stars, brackets, slashes, colons. */
const GAP = String.raw`[\s\u200b-\u200d\u2060\u00ad\-\u2010-\u2015\u2212_.,\u060c\u066b\u066c*\u00d7\u00b7/\\()[\]{}+#:;'"~|]+`;
const TOKEN = new RegExp(String.raw`(\d+)|([\p{L}\p{M}]+)|(${GAP})|([\s\S])`, 'gu');

/** Calendar dates (1405/10/21, 2026-12-01, 21.10.2026), ranges of years (2015-2024) and clock times (17:30) are neither numbers nor part of one. */
const YEAR = String.raw`(?:1[34]\d\d|19\d\d|20\d\d)`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const DATE_OR_TIME = new RegExp(
  String.raw`(?<![\d])(?:${YEAR}([/\-.])${MONTH}\1${DAY}|${DAY}([/\-.])${MONTH}\2${YEAR}|${YEAR}\s*[\-\u2013\u2014]\s*${YEAR}|(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)(?![\d])`,
  'gu',
);

/** Currencies and amounts: a number beside one of these, written as an amount, is a price. */
const CURRENCY = String.raw`(?:\u20ac|\$|\u00a3|\ufdfc|eur(?:os?)?|usd|dollars?|gbp|pounds?|tomans?|rials?|irr|irt|\u062a\u0648\u0645\u0627\u0646|\u062a\u0648\u0645\u0646|\u0631\u06cc\u0627\u0644|\u06cc\u0648\u0631\u0648|\u062f\u0644\u0627\u0631|\u067e\u0648\u0646\u062f)`;
// "thousand", "million" (and the Persian U+0647 U+0632 U+0627 U+0631, U+0645 U+06CC U+0644 U+06CC U+0648 U+0646, U+0645 U+06CC U+0644 U+06CC U+0627 U+0631 U+062F) may stand between an amount and its currency.
const SCALE = String.raw`(?:thousand|million|billion|k|m|\u0647\u0632\u0627\u0631|\u0645\u06cc\u0644\u06cc\u0648\u0646|\u0645\u06cc\u0644\u06cc\u0627\u0631\u062f)`;
const CURRENCY_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])${CURRENCY}\s*$`, 'u');
const CURRENCY_AFTER = new RegExp(String.raw`^\s*(?:${SCALE}\s*)?${CURRENCY}(?![a-z])`, 'u');
/** An amount: no leading zero, and either no separators or thousands grouped by one separator (decimals allowed). */
const AMOUNT = /^[1-9](?:\d*|\d{0,2}([\s,.'\u066c])\d{3}(?:\1\d{3})*)(?:[.,\u066b]\d{1,2})?$/u;

interface Span {
  start: number;
  end: number;
}

type Token = Span & { text: string; type: 'digits' | 'word' | 'gap' | 'other' };

function tokens(plain: string): Token[] {
  return [...plain.matchAll(TOKEN)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
    type: m[1] ? 'digits' : m[2] ? 'word' : m[3] ? 'gap' : 'other',
  }));
}

const numberWord = (token: Token | undefined) => (token?.type === 'word' ? NUMBER_WORDS.get(token.text) : undefined);
const isJoiner = (token: Token | undefined) => token?.type === 'word' && JOINERS.has(token.text);

/**
 * The digits a run of number parts stands for: written digits as they are; spelled-out words
 * joined into one number the way they are said ("nine hundred and twelve", "twenty three", and the
 * Persian hundreds, tens and units joined by U+0648) and then written out; "double"/"triple" repeat.
 */
function digitsOf(parts: Token[]): string {
  let digits = '';
  let current: { value: number; last: NumberWordKind; lastValue: number } | null = null;
  let joined = false;
  let repeat = 1;
  const close = () => {
    if (current) digits += String(current.value).repeat(repeat);
    if (current) repeat = 1;
    current = null;
  };
  for (const part of parts) {
    if (isJoiner(part)) {
      joined = true;
      continue;
    }
    const w = numberWord(part);
    if (!w) {
      close();
      digits += part.text.repeat(repeat);
      repeat = 1;
      joined = false;
      continue;
    }
    if (w.kind === 'repeat') {
      close();
      repeat = w.value;
      continue;
    }
    const c: { value: number; last: NumberWordKind; lastValue: number } | null = current;
    if (c && w.kind === 'hundred' && c.last === 'unit') {
      c.value += c.lastValue * 99;
      c.last = 'hundreds';
    } else if (
      c &&
      w.kind !== 'zero' &&
      w.kind !== 'hundred' &&
      (joined || (c.last === 'tens' && w.kind === 'unit') || (c.last === 'hundreds' && ['tens', 'teen', 'unit'].includes(w.kind)))
    ) {
      c.value += w.value;
      c.last = w.kind;
      c.lastValue = w.value;
    } else {
      close();
      current = { value: w.value, last: w.kind === 'hundred' ? 'hundreds' : w.kind, lastValue: w.value };
      if (w.kind === 'zero') close();
    }
    joined = false;
  }
  close();
  return digits;
}

/** Runs of number parts (digits and number words) with only gaps, or a joiner between two words, between them. */
function numberRuns(plain: string): { span: Span; parts: Token[] }[] {
  const list = tokens(plain);
  const runs: { span: Span; parts: Token[] }[] = [];
  const isPart = (t: Token | undefined) => t?.type === 'digits' || Boolean(numberWord(t));
  let i = 0;
  while (i < list.length) {
    if (!isPart(list[i])) {
      i += 1;
      continue;
    }
    const parts = [list[i]!];
    let j = i + 1;
    for (;;) {
      let k = j;
      if (list[k]?.type === 'gap') k += 1;
      if (isPart(list[k]) && !isJoiner(list[k])) {
        parts.push(list[k]!);
        j = k + 1;
        continue;
      }
      // A joiner between two spelled-out parts: "nine hundred and twelve", and the Persian U+0648.
      if (isJoiner(list[k]) && numberWord(parts.at(-1))) {
        let next = k + 1;
        if (list[next]?.type === 'gap') next += 1;
        if (numberWord(list[next]) && !isJoiner(list[next])) {
          parts.push(list[k]!, list[next]!);
          j = next + 1;
          continue;
        }
      }
      break;
    }
    runs.push({ span: { start: parts[0]!.start, end: parts.at(-1)!.end }, parts });
    i = j;
  }
  return runs;
}

/** A price: written as an amount with a currency sign or word just before or after it ("1 500 000 toman", "€25"). */
function isPrice(plain: string, span: Span, parts: Token[]): boolean {
  if (parts.some((p) => p.type !== 'digits')) return false;
  if (!AMOUNT.test(plain.slice(span.start, span.end))) return false;
  return CURRENCY_BEFORE.test(plain.slice(Math.max(0, span.start - 12), span.start)) || CURRENCY_AFTER.test(plain.slice(span.end, span.end + 24));
}

function phoneSpans(plain: string): Span[] {
  const withoutDates = plain.replace(DATE_OR_TIME, (m) => TAKEN.repeat(m.length));
  const spans: Span[] = [];
  for (const { span, parts } of numberRuns(withoutDates)) {
    if (digitsOf(parts).length < PHONE_DIGITS || isPrice(plain, span, parts)) continue;
    // A leading + is part of the number.
    spans.push({ start: plain[span.start - 1] === '+' ? span.start - 1 : span.start, end: span.end });
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------

export function maskContacts(input: string): MaskResult {
  const kinds = new Set<MaskKind>();
  const found: Span[] = [];
  let plain = plainText(input);
  const take = (spans: Iterable<Span>, kind: MaskKind) => {
    for (const span of spans) {
      if (span.end <= span.start) continue;
      kinds.add(kind);
      found.push(span);
      plain = plain.slice(0, span.start) + TAKEN.repeat(span.end - span.start) + plain.slice(span.end);
    }
  };
  const matches = (pattern: RegExp) => [...plain.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // Addresses and links first: their digits and @ must not be taken for a number or a handle.
  for (const pattern of EMAILS) take(matches(pattern), 'email');
  take(matches(MESSENGER_LINK), 'messenger');
  take(matches(MESSENGER), 'messenger');
  take(matches(HANDLE), 'messenger');
  take(phoneSpans(plain), 'phone');
  let text = '';
  let at = 0;
  for (const span of found.sort((a, b) => a.start - b.start)) {
    text += input.slice(at, span.start) + MASK;
    at = span.end;
  }
  return { text: text + input.slice(at), kinds: [...kinds].sort() };
}
