import { z } from '@/lib/schemas/zod';
import { rule } from './error-map';

/** IBAN lengths of the SEPA countries (ISO 13616 registry), so a typo in the length is caught before the checksum. */
const SEPA_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** An IBAN as people type it ("de89 3704 0044 0532 0130 00") in its electronic form ("DE89370400440532013000"). */
export const compactIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** A SEPA IBAN: a known country, its length, and the ISO 7064 mod-97 checksum. */
export function isSepaIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || SEPA_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The Latin characters the EPC lets every SEPA payment carry in its texts (names, references), as a regex class body. */
export const SEPA_CHARACTERS = "A-Za-z0-9/\\-?:().,'+ ";
/** A name or reference a SEPA file may carry as it is: only those characters, at most `max` of them (70 for a name). */
export const isSepaText = (value: string, max = 70) => value.length > 0 && value.length <= max && new RegExp(`^[${SEPA_CHARACTERS}]+$`).test(value);

/** The IBAN field: read as typed, kept compact, refused with a sentence when it is no SEPA IBAN. */
export const ibanField = z.string().max(50).transform(compactIban).refine(isSepaIban, rule('iban'));

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00", and only its last four shown elsewhere. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
export const maskedIban = (iban: string) => `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;
