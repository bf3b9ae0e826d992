import countriesLib from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json';
import faLocale from 'i18n-iso-countries/langs/fa.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

export interface CountrySeed {
  iso2: string;
  nameFa: string;
  nameEn: string;
  dialCode: string;
  sortOrder: number;
}

/** Iran first (0), then countries with large Iranian communities (10, 11, ...), then the rest (1000). */
const PINNED: readonly string[] = ['DE', 'TR', 'AE', 'CA', 'US', 'GB', 'AU', 'SE', 'NL', 'FR', 'IT', 'AT'];

function sortOrderOf(iso2: string): number {
  if (iso2 === 'IR') return 0;
  const pinned = PINNED.indexOf(iso2);
  return pinned === -1 ? 1000 : 10 + pinned;
}

/** Shorter everyday English names where the library's official one is long-winded (phone picker labels). */
const EN_NAMES: Readonly<Record<string, string>> = {
  IR: 'Iran',
  US: 'United States',
  RU: 'Russia',
  CN: 'China',
  TW: 'Taiwan',
  CZ: 'Czechia',
  MK: 'North Macedonia',
  TZ: 'Tanzania',
  PS: 'Palestine',
  GM: 'Gambia',
  SY: 'Syria',
  LA: 'Laos',
  MD: 'Moldova',
  FM: 'Micronesia',
  VA: 'Vatican City',
  KR: 'South Korea',
};

let registered = false;

/** Every ISO 3166 country that libphonenumber knows, with Persian/English names and its '+NN' dial code. */
export function buildCountries(): CountrySeed[] {
  if (!registered) {
    countriesLib.registerLocale(enLocale);
    countriesLib.registerLocale(faLocale);
    registered = true;
  }
  const rows: CountrySeed[] = [];
  for (const iso2 of Object.keys(countriesLib.getAlpha2Codes()).sort()) {
    if (!isSupportedCountry(iso2)) continue;
    const nameEn = EN_NAMES[iso2] ?? countriesLib.getName(iso2, 'en', { select: 'official' });
    if (!nameEn) continue;
    const nameFa = countriesLib.getName(iso2, 'fa', { select: 'official' }) ?? nameEn;
    rows.push({
      iso2,
      nameFa,
      nameEn,
      dialCode: `+${getCountryCallingCode(iso2)}`,
      sortOrder: sortOrderOf(iso2),
    });
  }
  return rows;
}
