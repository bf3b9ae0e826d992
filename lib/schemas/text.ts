// A UTF-16 half of a pair with no other half: not text, and PostgreSQL's jsonb refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store: no U+0000 (text refuses it) and no lone surrogate (jsonb refuses it).
 * Such input is invalid (a 422), not a failed query (a 500).
 */
export const storableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Bidirectional formatting characters: marks (U+200E/F, U+061C), embeddings and overrides
 * (U+202A–E), isolates (U+2066–9). In a name shown to someone else they reorder what is read:
 * `gnp.\u202Eexe.png` reads as `gnp.gnp.exe` (issue 28).
 */
const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');
