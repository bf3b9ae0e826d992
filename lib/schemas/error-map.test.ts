import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { z } from '@/lib/schemas/zod';
import enValidation from '@/messages/validation/en-US.json';
import faValidation from '@/messages/validation/fa.json';
import { validationErrorMap, type ValidationTranslate } from './error-map';
import { topUpForm } from './payments';

const maps = {
  fa: validationErrorMap(createTranslator({ locale: 'fa', messages: faValidation, namespace: 'Validation' }) as ValidationTranslate),
  'en-US': validationErrorMap(createTranslator({ locale: 'en-US', messages: enValidation, namespace: 'Validation' }) as ValidationTranslate),
};

/** Every zod schema lib/schemas exports, by name. */
async function sharedSchemas(): Promise<[string, z.ZodType][]> {
  const folder = path.join(process.cwd(), 'lib/schemas');
  const files = fs.readdirSync(folder).filter((name) => /\.ts$/.test(name) && !name.includes('.test.'));
  const modules = await Promise.all(files.map(async (file) => [file, await import(/* @vite-ignore */ `./${file.replace(/\.ts$/, '')}`)] as const));
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => [`${file}:${name}`, schema] as [string, z.ZodType]),
  );
}

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const def = (schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType>; in?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
  if (def.shape) return def.shape;
  const inner = def.in ?? def.innerType;
  return inner ? shapeOf(inner) : {};
};

/** Values that break some rule of most fields: empty, too short, too long, the wrong type, odd text. */
const BAD_VALUES: unknown[] = [
  '',
  ' ',
  'x',
  'xy',
  'x'.repeat(3000),
  'a\u0000b',
  'not an email',
  '12',
  '-5',
  '0',
  '1.5',
  '99999999999',
  -1,
  0,
  1.5,
  1e12,
  true,
  null,
  [],
  {},
  'ZZ',
];

/** Every failure message a schema gives for each field left out, and for each bad value in each field. */
function failures(schema: z.ZodType, locale: keyof typeof maps): z.core.$ZodIssue[] {
  const fields = Object.keys(shapeOf(schema));
  const inputs: unknown[] = [undefined, null, 'text', {}, { unknown_field: 1 }];
  for (const field of fields) for (const value of BAD_VALUES) inputs.push({ [field]: value });
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input, { error: maps[locale] });
    return result.success ? [] : result.error.issues;
  });
}

/** zod's own wording ("Too small: expected string to have >=3 characters"), type names and operators. */
const MACHINE_WORDS = /\b(string|int|bigint|boolean|undefined|null|NaN|expected|received|Invalid|Unrecognized|Too (small|big))\b|[<>]=?|\|/;

describe("every shared schema fails in people's words", async () => {
  const schemas = await sharedSchemas();

  it('finds the shared schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it('in English: a sentence without type names, operators or zod jargon', () => {
    const seen = new Set<string>();
    for (const [name, schema] of schemas) {
      for (const issue of failures(schema, 'en-US')) {
        seen.add(issue.code);
        expect(issue.message, `${name} ${issue.code} ${issue.path.join('.')}`).not.toMatch(MACHINE_WORDS);
        expect(issue.message, name).toMatch(/^[A-Z].*\.$/);
      }
    }
    // The walk really reached the kinds of failure the forms meet.
    for (const code of ['invalid_type', 'too_small', 'too_big', 'invalid_format', 'invalid_value', 'unrecognized_keys', 'custom', 'invalid_union']) {
      expect(seen, code).toContain(code);
    }
  });

  it('in Persian: no Latin words, no Latin digits, no operators', () => {
    for (const [name, schema] of schemas) {
      for (const issue of failures(schema, 'fa')) {
        const where = `${name} ${issue.code} ${issue.path.join('.')}: ${issue.message}`;
        expect(issue.message, where).not.toMatch(/[A-Za-z0-9<>=|]/);
        expect(issue.message, where).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it("names the rule with the number in the page's digits", () => {
    const name = z.object({ full_name: z.string().min(3) });
    expect(name.safeParse({ full_name: 'ab' }, { error: maps.fa }).error?.issues[0]?.message).toContain('۳');
    expect(name.safeParse({ full_name: 'ab' }, { error: maps['en-US'] }).error?.issues[0]?.message).toBe('Please write at least 3 characters.');
    expect(name.safeParse({}, { error: maps['en-US'] }).error?.issues[0]?.message).toBe('Please fill in this field.');
  });

  it('words money limits in euros, never in cents (issue 29)', () => {
    const budget = z.object({ budget_min_cents: z.number().int().min(100).max(100_000_00) });
    expect(budget.safeParse({ budget_min_cents: 5 }, { error: maps['en-US'] }).error?.issues[0]?.message).toBe('Please enter an amount of at least €1.00.');
    expect(budget.safeParse({ budget_min_cents: 1e9 }, { error: maps['en-US'] }).error?.issues[0]?.message).toBe(
      'Please enter an amount no greater than €100,000.00.',
    );
    const fa = budget.safeParse({ budget_min_cents: 5 }, { error: maps.fa }).error?.issues[0]?.message ?? '';
    expect(fa).toContain('۱٫۰۰');
    expect(fa).not.toContain('۱۰۰');
  });

  it("words the top-up's limit in euros whatever digits were typed", () => {
    expect(topUpForm.safeParse({ amount_eur: '۱' }, { error: maps['en-US'] }).error?.issues[0]?.message).toBe('Please enter an amount of at least €5.00.');
    expect(topUpForm.parse({ amount_eur: '۲۵٫۵' })).toEqual({ amount_eur: 2550 });
  });

  it('asks to choose one when a list field is left empty, not for "a number of at least 1"', () => {
    const step = z.object({ course_id: z.number().int().min(1), city_id: z.number().int().min(1) });
    const issues = step.safeParse({ course_id: undefined, city_id: 0 }, { error: maps['en-US'] }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['Please choose one of the options.', 'Please choose one of the options.']);
  });
});
