/** PostgreSQL text cannot hold U+0000: such input is invalid, not a failed query (a 500). */
export const withoutNul = (value: string) => !value.includes('\u0000');
