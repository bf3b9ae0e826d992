import type { z } from 'zod';

interface LooseDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, unknown>;
  values?: unknown[];
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: LooseDef } })._zod.def;

/** The schema under wrappers that do not change what is accepted in shape (optional, default, pipe). */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  return inner ? unwrap(inner) : schema;
}

/** The keys of an object schema, so generated input names real fields as well as junk ones. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  return defOf(unwrap(schema)).shape ?? {};
}

/** Values a field accepts that random generation would never hit (enum members, literals). */
export function knownValuesOf(schema: z.ZodType): unknown[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'literal') return def.values ?? [];
  if (def.type === 'union') return (def.options ?? []).flatMap(knownValuesOf);
  return [];
}
