/** Every price on Tutorly is in euros: the one place the currency is named. */
export const CURRENCY = 'EUR' as const;
export type Currency = typeof CURRENCY;
