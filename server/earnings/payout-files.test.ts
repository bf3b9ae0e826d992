import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { escapeXml } from '@/server/shared/xml';
import { pain001Xml, type PayoutLine, payoutCsv, sepaName } from './payout-files';

/**
 * A batch's SEPA credit transfer file against the European Payments Council's own XSD for
 * pain.001.001.09 under the SEPA Credit Transfer rulebook (customer-to-PSP implementation
 * guidelines EPC132-08, 2023 version 1.0: tests/fixtures/pain.001.001.09.xsd, kept as published).
 * It is the ISO 20022 schema restricted to what SEPA allows (EUR, IBAN only, SLEV, 70-character
 * names, two decimals), so a file it accepts is one the bank's own check reads. xmllint runs as
 * WebAssembly: nothing native, nothing fetched.
 */
const XSD = readFileSync(path.resolve(__dirname, '../../tests/fixtures/pain.001.001.09.xsd'), 'utf8');

async function schemaProblems(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'batch.xml', contents: xml }, schema: { fileName: 'pain.001.001.09.xsd', contents: XSD } });
  return result.errors.map((error) => error.message);
}

/** Every text of the elements named `name`, in document order, as XML reads them (entities resolved). */
const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((match) =>
    match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[entity]!),
  );

const BATCH = 'B-2027-03-01-0a1b2c3d';
const CREATED = new Date('2027-03-01T09:30:15.123Z');
const DEBTOR = { name: 'Tutorly', iban: 'DE89370400440532013000', bic: null };
const line = (id: number, holderName: string, amountCents: number, iban = 'DE89370400440532013000'): PayoutLine => ({
  id,
  tutorId: 100 + id,
  amountCents,
  currency: 'EUR',
  iban,
  holderName,
});
const PERSIAN_HOLDER = line(7, 'زهرا احمدی', 2_250, 'NL91ABNA0417164300');
const GERMAN_HOLDER = line(8, 'Jürgen Weiß', 123_456);

describe('the SEPA credit transfer file (pain.001.001.09)', () => {
  it('is valid under the EPC schema, with a Persian- and a German-named holder, its counts and sums matching', async () => {
    const xml = pain001Xml({ batchId: BATCH, createdAt: CREATED, debtor: DEBTOR, payouts: [PERSIAN_HOLDER, GERMAN_HOLDER] });
    expect(await schemaProblems(xml)).toEqual([]);

    expect(texts(xml, 'MsgId')).toEqual([BATCH]);
    expect(texts(xml, 'CreDtTm')).toEqual(['2027-03-01T09:30:15Z']);
    expect(texts(xml, 'Dt')).toEqual(['2027-03-01']);
    // The group header's and the payment's count and control sum are the transfers' own.
    expect(texts(xml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(texts(xml, 'CtrlSum')).toEqual(['1257.06', '1257.06']);
    expect(texts(xml, 'InstdAmt')).toEqual(['22.50', '1234.56']);
    expect(xml.match(/<InstdAmt Ccy="EUR">/g)).toHaveLength(2);
    expect(texts(xml, 'EndToEndId')).toEqual(['TUTORLY-PAYOUT-7', 'TUTORLY-PAYOUT-8']);
    expect(texts(xml, 'IBAN')).toEqual(['DE89370400440532013000', 'NL91ABNA0417164300', 'DE89370400440532013000']);
    // The platform pays (no BIC configured: NOTPROVIDED), once for the batch, at shared charges.
    expect(texts(xml, 'Nm').slice(0, 2)).toEqual(['Tutorly', 'Tutorly']);
    expect(texts(xml, 'Id')).toContain('NOTPROVIDED');
    expect(texts(xml, 'BtchBookg')).toEqual(['true']);
    expect(texts(xml, 'ChrgBr')).toEqual(['SLEV']);
    expect(texts(xml, 'Cd')).toEqual(['SEPA']);
    // Holders' names in the SEPA character set: Persian transliterated, German letters spelled out.
    expect(texts(xml, 'Nm').slice(2)).toEqual(['Zhra Ahmdi', 'Juergen Weiss']);
    expect(texts(xml, 'Ustrd')).toEqual([`Tutorly payout 7, batch ${BATCH}`, `Tutorly payout 8, batch ${BATCH}`]);
  });

  it('names the debtor bank by its BIC when one is configured', async () => {
    const xml = pain001Xml({ batchId: BATCH, createdAt: CREATED, debtor: { ...DEBTOR, bic: 'COBADEFFXXX' }, payouts: [GERMAN_HOLDER] });
    expect(await schemaProblems(xml)).toEqual([]);
    expect(texts(xml, 'BICFI')).toEqual(['COBADEFFXXX']);
    expect(xml).not.toContain('NOTPROVIDED');
  });

  it('escapes & < > so that no name can change the document, and keeps it valid', async () => {
    expect(escapeXml(`Tom & Jerry <b>"x"</b> O'Neil`)).toBe('Tom &amp; Jerry &lt;b&gt;&quot;x&quot;&lt;/b&gt; O&apos;Neil');
    const hostile = line(9, 'Smith & Sons <Cdtr>Mallory</Cdtr>', 5_000);
    const xml = pain001Xml({ batchId: BATCH, createdAt: CREATED, debtor: { ...DEBTOR, name: "O'Brien + Partner" }, payouts: [hostile] });
    expect(await schemaProblems(xml)).toEqual([]);
    expect(xml).not.toContain('<Cdtr>Mallory');
    expect(xml).toContain('<Nm>O&apos;Brien + Partner</Nm>');
    expect(texts(xml, 'Nm')).toEqual(["O'Brien + Partner", "O'Brien + Partner", 'Smith + Sons Cdtr Mallory /Cdtr']);
    expect(texts(xml, 'Cdtr')).toEqual([]);
  });

  it('is refused by the schema when a rule is broken (the check can fail)', async () => {
    const xml = pain001Xml({ batchId: BATCH, createdAt: CREATED, debtor: DEBTOR, payouts: [GERMAN_HOLDER] });
    expect(await schemaProblems(xml.replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>DEBT</ChrgBr>'))).not.toEqual([]);
    expect(await schemaProblems(xml.replace('1234.56</InstdAmt>', '1234.567</InstdAmt>'))).not.toEqual([]);
    expect(await schemaProblems(xml.replace('<Nm>Juergen Weiss</Nm>', `<Nm>${'A'.repeat(71)}</Nm>`))).not.toEqual([]);
  });

  it('refuses a batch with nothing in it or a payout in another currency', () => {
    expect(() => pain001Xml({ batchId: BATCH, createdAt: CREATED, debtor: DEBTOR, payouts: [] })).toThrow(/without payouts/);
    expect(() => pain001Xml({ batchId: BATCH, createdAt: CREATED, debtor: DEBTOR, payouts: [{ ...GERMAN_HOLDER, currency: 'USD' }] })).toThrow(/EUR/);
  });
});

describe("the holder's name in a SEPA file", () => {
  it('is the name as given when it is in the SEPA set', () => {
    expect(sepaName("Sara O'Neil-Karimi", 1)).toBe("Sara O'Neil-Karimi");
  });

  it('is spelled in the set otherwise: accents dropped, German letters spelled out, Persian transliterated', () => {
    expect(sepaName('José Müller-Lüdenscheidt', 1)).toBe('Jose Mueller-Luedenscheidt');
    expect(sepaName('محمدرضا شجریان', 1)).toBe('Mhmdrza Shjrian');
    expect(sepaName('فاطمه سعیدی', 1)).toBe('Fatmeh Saidi');
    expect(sepaName('علی ولی‌زاده', 1)).toBe('Ali Vlizadeh');
    expect(sepaName('امیر ۱۲', 1)).toBe('Amir 12');
  });

  it('falls back to a name the operator can tell apart when nothing is left to spell, and keeps at most 70 characters', () => {
    expect(sepaName('王小明', 42)).toBe('Tutorly tutor 42');
    expect(sepaName('Ä'.repeat(80), 1)).toHaveLength(70);
  });
});

describe('the CSV for the bank', () => {
  it('keeps its columns, amounts with a dot, and quotes a name with a comma', () => {
    expect(payoutCsv([line(3, 'Karimi, Sara', 2_005)])).toBe(
      'beneficiary_name,iban,amount_eur,currency,reference\r\n"Karimi, Sara",DE89370400440532013000,20.05,EUR,TUTORLY-PAYOUT-3\r\n',
    );
  });
});
