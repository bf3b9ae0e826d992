// A UTF-16 half of a pair with no other half: not text, and PostgreSQL's jsonb refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store: no U+0000 (text refuses it) and no lone surrogate (jsonb refuses it).
 * Such input is invalid (a 422), not a failed query (a 500).
 */
export const storableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
