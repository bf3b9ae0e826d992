/**
 * The part of zod's API our shared schemas use, for `z` in `./zod.ts`. zod's own `z` also carries
 * its error messages in 40-odd languages (`z.locales`), which Turbopack kept in every browser chunk
 * that builds a schema; the field messages are ours (`./error-map.ts`), so the browser needs none of
 * them. A schema that needs more of zod adds it here.
 */
export {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  email,
  enum,
  int,
  iso,
  literal,
  number,
  object,
  preprocess,
  strictObject,
  string,
  union,
  url,
  uuid,
  ZodType,
} from 'zod';
export type { core, infer, input, output } from 'zod';
