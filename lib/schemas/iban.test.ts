import { describe, expect, it } from 'vitest';
import { groupedIban, ibanField, isSepaIban, maskedIban } from './iban';

// Published test IBANs of several SEPA countries (each bank's or the registry's examples).
const VALID = [
  'DE89 3704 0044 0532 0130 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'GB29 NWBK 6016 1331 9268 19',
  'NL91 ABNA 0417 1643 00',
  'IT60 X054 2811 1010 0000 0123 456',
  'ES91 2100 0418 4502 0005 1332',
  'AT61 1904 3002 3457 3201',
  'BE68 5390 0754 7034',
  'FI21 1234 5600 0007 85',
  'de89370400440532013000',
];

describe('an IBAN for SEPA payouts', () => {
  it.each(VALID)('accepts %s', (iban) => {
    expect(isSepaIban(iban)).toBe(true);
  });

  it.each(['DE89 3704 0044 0532 0130 01', 'DE89 3704 0044 0532 0130', 'IR06 2960 0000 0010 0324 2001 01', 'XX00 1234', '', 'DE8937040044053201300O'])(
    'refuses %s',
    (iban) => {
      expect(isSepaIban(iban)).toBe(false);
    },
  );

  it('is kept compact, shown grouped, and masked where only its end is needed', () => {
    expect(ibanField.parse(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(groupedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(maskedIban('DE89370400440532013000')).toBe('DE•• •••• 3000');
  });
});
