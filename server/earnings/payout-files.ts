/**
 * A payout batch's files for the bank (issue 31), as pure functions of the batch's rows: the CSV a
 * bank's bulk upload accepts, and the SEPA credit transfer file, ISO 20022 pain.001.001.09 as the
 * EPC's SEPA Credit Transfer implementation guidelines restrict it (EUR only, IBANs, SLEV, the
 * SEPA Latin character set). server/earnings/payout-files.test.ts checks it against the EPC's XSD.
 */
import { isSepaText, SEPA_CHARACTERS } from '@/lib/schemas/iban';
import type { payouts } from '@/server/db/schema';
import { escapeXml } from '@/server/shared/xml';

/** What a bank file needs of a payout. */
export type PayoutLine = Pick<typeof payouts.$inferSelect, 'id' | 'tutorId' | 'amountCents' | 'currency' | 'iban' | 'holderName'>;

/** The platform's account the transfers are paid from (server/config.ts, PAYOUT_DEBTOR_*); no BIC is "NOTPROVIDED". */
export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string | null;
}

/** Our reference for a payout at the bank: the CSV's, the XML's EndToEndId, what the operator matches answers by. */
export const payoutReference = (id: number) => `TUTORLY-PAYOUT-${id}`;

/** Whole cents as the euros a bank file writes ("22.50"), without floating point. */
const euros = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Beneficiary, IBAN, amount in EUR with a dot, our reference: one row per transfer. */
export function payoutCsv(rows: readonly PayoutLine[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    'beneficiary_name,iban,amount_eur,currency,reference',
    ...rows.map((p) => [cell(p.holderName), p.iban, euros(p.amountCents), p.currency, payoutReference(p.id)].join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// Latin letters outside the SEPA set, written as German and Nordic banks write them (Müller → Mueller);
// other accents are dropped below (é → e).
const LATIN: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'Ae',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'Oe',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  '&': '+',
  '’': "'",
  '‘': "'",
};

// Persian (and Arabic) letters, one Latin spelling each, as Iranian passports spell names (ش sh,
// خ kh, ق gh, ع a); short vowels are not written in the script, so none is guessed.
const PERSIAN: Record<string, string> = {
  ا: 'a',
  آ: 'a',
  أ: 'a',
  إ: 'e',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'gh',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'h',
  ۀ: 'eh',
  ء: '',
  ئ: 'y',
  ؤ: 'o',
  '\u200C': '',
  ـ: '',
};
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** One Persian word in Latin letters: و and ی are consonants at its start (v, y), vowels after it (u, i); a final ه after a consonant is "eh" (Zadeh). */
function persianWord(word: string): string {
  const chars = [...word];
  return chars
    .map((char, index) => {
      if (char === 'و') return index === 0 ? 'v' : 'u';
      if (char === 'ی' || char === 'ي') return index === 0 ? 'y' : 'i';
      if (char === 'ه' && index > 0 && index === chars.length - 1 && chars[index - 1] !== 'ا') return 'eh';
      return PERSIAN[char] ?? char;
    })
    .join('');
}

const OUTSIDE_SEPA = new RegExp(`[^${SEPA_CHARACTERS}]+`, 'g');
const PERSIAN_SCRIPT = /[\u0600-\u06FF\u200C]/;

/** Text in the SEPA character set: Latin letters without accents, Persian transliterated, the rest a space; at most `max` characters. */
export function sepaText(text: string, max: number): string {
  const words = text.normalize('NFC').split(/(\s+)/);
  const latin = words
    .map((word) => {
      if (!PERSIAN_SCRIPT.test(word)) return [...word].map((char) => LATIN[char] ?? char).join('');
      const spelled = persianWord(word).replace(/[۰-۹٠-٩]/g, (digit) => String(Math.max(PERSIAN_DIGITS.indexOf(digit), ARABIC_DIGITS.indexOf(digit))));
      return spelled.charAt(0).toUpperCase() + spelled.slice(1);
    })
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return latin.replace(OUTSIDE_SEPA, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/**
 * The name a SEPA file gives the account holder (docs/decisions.md, "the holder's name in a SEPA
 * file"): as given when it is already in the SEPA set; otherwise spelled in it (accents dropped,
 * Persian transliterated); and when that leaves fewer than two letters, "Tutorly tutor <id>", which
 * the operator sees differs from the name on the desk.
 */
export function sepaName(holderName: string, tutorId: number): string {
  const given = holderName.trim();
  if (isSepaText(given)) return given;
  const spelled = sepaText(given, 70);
  return (spelled.match(/[A-Za-z]/g)?.length ?? 0) >= 2 ? spelled : `Tutorly tutor ${tutorId}`;
}

interface XmlNode {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: XmlNode[];
}
const el = (name: string, ...children: XmlNode[]): XmlNode => ({ name, children });
const leaf = (name: string, text: string, attributes?: Record<string, string>): XmlNode => ({ name, text, attributes });

/** Every text and attribute goes through escapeXml: nothing a name holds can change the document. */
function render(node: XmlNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  if (!node.children) return `${indent}<${node.name}${attributes}>${escapeXml(node.text ?? '')}</${node.name}>`;
  return [`${indent}<${node.name}${attributes}>`, ...node.children.map((child) => render(child, depth + 1)), `${indent}</${node.name}>`].join('\n');
}

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export interface SepaTransferFile {
  /** The batch id: the message's and its one payment's identification (at most 35 characters). */
  batchId: string;
  /** When the file is made: its creation time, and the day asked for execution. */
  createdAt: Date;
  debtor: SepaDebtor;
  payouts: readonly PayoutLine[];
}

/**
 * The batch as one SEPA credit transfer message (pain.001.001.09): one payment information block
 * debiting the platform's account once for the batch (batch booking), one transfer per payout with
 * our reference as its end-to-end id. Only EUR can go by SEPA; anything else is refused.
 */
export function pain001Xml({ batchId, createdAt, debtor, payouts: lines }: SepaTransferFile): string {
  if (!lines.length) throw new Error('pain.001: a batch without payouts');
  const foreign = lines.find((line) => line.currency !== 'EUR');
  if (foreign) throw new Error(`pain.001: SEPA transfers are in EUR, payout ${foreign.id} is in ${foreign.currency}`);
  const count = String(lines.length);
  const total = euros(lines.reduce((sum, line) => sum + line.amountCents, 0));
  const debtorName = sepaText(debtor.name, 70);
  const document: XmlNode = {
    name: 'Document',
    attributes: { xmlns: PAIN_001_NAMESPACE },
    children: [
      el(
        'CstmrCdtTrfInitn',
        el(
          'GrpHdr',
          leaf('MsgId', batchId),
          leaf('CreDtTm', createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
          leaf('NbOfTxs', count),
          leaf('CtrlSum', total),
          el('InitgPty', leaf('Nm', debtorName)),
        ),
        el(
          'PmtInf',
          leaf('PmtInfId', batchId),
          leaf('PmtMtd', 'TRF'),
          leaf('BtchBookg', 'true'),
          leaf('NbOfTxs', count),
          leaf('CtrlSum', total),
          el('PmtTpInf', el('SvcLvl', leaf('Cd', 'SEPA'))),
          el('ReqdExctnDt', leaf('Dt', createdAt.toISOString().slice(0, 10))),
          el('Dbtr', leaf('Nm', debtorName)),
          el('DbtrAcct', el('Id', leaf('IBAN', debtor.iban))),
          el('DbtrAgt', el('FinInstnId', debtor.bic ? leaf('BICFI', debtor.bic) : el('Othr', leaf('Id', 'NOTPROVIDED')))),
          leaf('ChrgBr', 'SLEV'),
          ...lines.map((line) =>
            el(
              'CdtTrfTxInf',
              el('PmtId', leaf('EndToEndId', payoutReference(line.id))),
              el('Amt', leaf('InstdAmt', euros(line.amountCents), { Ccy: 'EUR' })),
              el('Cdtr', leaf('Nm', sepaName(line.holderName, line.tutorId))),
              el('CdtrAcct', el('Id', leaf('IBAN', line.iban))),
              el('RmtInf', leaf('Ustrd', sepaText(`Tutorly payout ${line.id}, batch ${batchId}`, 140))),
            ),
          ),
        ),
      ),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(document)}\n`;
}
