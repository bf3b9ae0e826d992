/** Provinces share slugs with their capitals, so their list slug carries a suffix: "tehran-province". */
export const PROVINCE_SUFFIX = '-province';
/** Teaching types as list path slugs. */
export const TYPE_SLUG = { online: 'online', offline: 'in-person' } as const;
