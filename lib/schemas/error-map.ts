import type { z } from '@/lib/schemas/zod';

/** The `Validation` messages' translator (next-intl's, by key), for the API and for forms alike. */
export type ValidationTranslate = (key: string, values?: Record<string, number>) => string;

/** A refinement's human rule: `.refine(check, rule('mobile'))` words its failure as `Validation.rules.mobile`. */
export const rule = (name: string) => ({ params: { rule: name } });

type Issue = z.core.$ZodRawIssue;

const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const LIST_ORIGINS = new Set(['array', 'set', 'map']);

/**
 * What a field holds, read from its name (the API's one naming rule): `…_cents` and `…_eur` are
 * money, whose limits people read in euros ("at least €1.00", never "≥ 100"); `…_id` is picked from a list, so
 * leaving it empty reads "choose one" (issue 29).
 */
const fieldName = (issue: Issue) => String(issue.path?.at(-1) ?? '');
/** Cents per unit of a money field's limits: 100 for `…_cents`, 1 for `…_eur`; 0 for other fields. */
const centsPerUnit = (issue: Issue) => (fieldName(issue).endsWith('_cents') ? 100 : fieldName(issue).endsWith('_eur') ? 1 : 0);
const isChoice = (issue: Issue) => fieldName(issue).endsWith('_id');

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, t: ValidationTranslate): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return t('text_exact', { count: min });
    return min <= 1 ? t('required') : t('text_min', { min });
  }
  if (NUMBER_ORIGINS.has(issue.origin) && centsPerUnit(issue)) return t('money_min', { min: min / centsPerUnit(issue) });
  if (NUMBER_ORIGINS.has(issue.origin) && isChoice(issue) && min <= 1) return t('choice');
  if (NUMBER_ORIGINS.has(issue.origin)) return t(issue.inclusive === false ? 'number_above' : 'number_min', { min });
  if (LIST_ORIGINS.has(issue.origin)) return t('items_min', { min });
  return issue.origin === 'date' ? t('date') : t('invalid');
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, t: ValidationTranslate): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return issue.exact ? t('text_exact', { count: max }) : t('text_max', { max });
  if (NUMBER_ORIGINS.has(issue.origin) && centsPerUnit(issue)) return t('money_max', { max: max / centsPerUnit(issue) });
  if (NUMBER_ORIGINS.has(issue.origin)) return t(issue.inclusive === false ? 'number_below' : 'number_max', { max });
  if (LIST_ORIGINS.has(issue.origin)) return t('items_max', { max });
  return issue.origin === 'date' ? t('date') : t('invalid');
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>, t: ValidationTranslate): string {
  if (isEmpty(issue.input)) return isChoice(issue) ? t('choice') : t('required');
  if (issue.expected === 'int') return t('whole_number');
  if (issue.expected === 'number' || issue.expected === 'bigint') return t('number');
  if (issue.expected === 'date') return t('date');
  if (issue.expected === 'boolean' || issue.expected === 'enum' || issue.expected === 'literal') return t('choice');
  return t('invalid');
}

/** A union's failure reads as its most telling branch (an optional field's real rule, not its `''`). */
function invalidUnion(issue: Extract<Issue, { code: 'invalid_union' }>, t: ValidationTranslate): string {
  const branches = (issue.errors ?? []).filter((issues) => issues.length > 0);
  const telling = branches.filter((issues) => !(issues.length === 1 && issues[0]!.code === 'invalid_value'));
  const first = (telling.at(-1) ?? branches.at(-1))?.[0];
  return first?.message ?? (isEmpty(issue.input) ? t('required') : t('invalid'));
}

/**
 * Zod's error map in people's words: each failure is a sentence in the page's language naming the
 * rule ("Please write at least 3 characters."), numbers in the locale's digits, never a type name
 * or an operator. The API's 422 (server/api/validation.ts) and every form (lib/forms/use-api-form.ts)
 * use it, so a field says the same thing in the browser and from the server.
 */
export function validationErrorMap(t: ValidationTranslate): z.core.$ZodErrorMap {
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return invalidType(issue, t);
      case 'too_small':
        return tooSmall(issue, t);
      case 'too_big':
        return tooBig(issue, t);
      case 'invalid_format':
        if (issue.format === 'email') return t('email');
        if (issue.format === 'url') return t('url');
        if (issue.format === 'date' || issue.format === 'datetime') return t('date');
        return t('format');
      case 'invalid_value':
        return isEmpty(issue.input) ? t('required') : t('choice');
      case 'not_multiple_of':
        return t('multiple_of', { divisor: Number(issue.divisor) });
      case 'unrecognized_keys':
        return t('unknown_fields');
      case 'invalid_union':
        return invalidUnion(issue, t);
      case 'custom': {
        const name = (issue.params as { rule?: unknown } | undefined)?.rule;
        return typeof name === 'string' ? t(`rules.${name}`) : t('invalid');
      }
      default:
        return t('invalid');
    }
  };
}
