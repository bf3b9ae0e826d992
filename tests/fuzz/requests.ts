import fc from 'fast-check';
import type { z } from 'zod';
import type { AnyRouteSpec } from '@/server/api/define-route';
import { fieldsOf, knownValuesOf } from './schema-hints';
import { extraKey, jsonValue, oddString, PLAUSIBLE_VALUES } from './values';

export interface FuzzRoute {
  method: string;
  path: string;
  spec: AnyRouteSpec;
}

/** One generated call: raw pieces for the wire, decoded pieces for the schema oracle. */
export interface FuzzRequest {
  params: Record<string, string>;
  query: [string, string][];
  /** Percent-encoding junk appended to the query string; the server's reading of it is not predicted. */
  queryJunk?: string;
  body?: string;
  locale?: string;
  auth: 'none' | 'session' | 'junk';
}

// Other spellings of an id (issue 28) are junk too: `013`, `1%20`, `1.0`, `+1`, an upper-case uuid.
const PARAM_JUNK = [
  '99999999999999999999',
  '-1',
  '0',
  '1',
  '013',
  '1%20',
  '%201',
  '1.0',
  '+1',
  '1e0',
  '3F1C4A52-8B0E-4D9A-9C51-2A7E6F0B1D23',
  'abc',
  'ABC',
  '%00',
  '%E0%A4%A',
  '%ff',
  '%2F..%2F',
  '%2e%2e',
  'a'.repeat(5000),
  '1'.repeat(400),
];
const QUERY_JUNK = ['%', '%E0%A4%A', '=', '&&', 'a=%ZZ', '%ff%fe=1', 'x'];
const BAD_JSON = ['{', '{"a":', '[1,', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '', ' ', '{"mobile":"\\ud800"}', '{"a":1e999}'];

const paramValue = fc.oneof(
  fc.constantFrom(...PARAM_JUNK),
  oddString.filter((s) => s.length > 0).map((s) => encodeURIComponent(s.toWellFormed())),
);

function paramArb(field: z.ZodType | undefined): fc.Arbitrary<string> {
  const fitting = field ? fittingValues(field, true).map((value) => encodeURIComponent(String(value).toWellFormed())) : [];
  return fitting.length ? fc.oneof(paramValue, fc.constantFrom(...fitting)) : paramValue;
}

/** Values this field accepts, so some generated input passes the schemas and reaches the service. */
function fittingValues(field: z.ZodType, asText: boolean): unknown[] {
  const candidates = [...knownValuesOf(field), ...PLAUSIBLE_VALUES].map((value) => (asText ? String(value) : value));
  return [...new Set(candidates)].filter((value) => field.safeParse(value).success);
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const ODD_CHARACTERS = /[\u0000\u200b-\u200f\u202a-\u202e\ud800-\udfff]/;
const isOdd = (value: unknown) => typeof value === 'string' && ODD_CHARACTERS.test(value);

/** Accepted values, odd ones (NUL, direction marks, surrogates) favoured: they are what services trip on. */
function mostlyFitting(field: z.ZodType, asText: boolean, odd: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const fitting = fittingValues(field, asText);
  const [strange, plain] = [fitting.filter(isOdd), fitting.filter((value) => !isOdd(value))];
  const choices = [{ arbitrary: odd, weight: 1 }];
  if (plain.length) choices.push({ arbitrary: fc.constantFrom(...plain), weight: 2 });
  if (strange.length) choices.push({ arbitrary: fc.constantFrom(...strange), weight: 3 });
  return fc.oneof(...choices);
}

function oddOrKnown(field: z.ZodType, asText: boolean, odd: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const known = knownValuesOf(field).map((value) => (asText ? String(value) : value));
  return known.length ? fc.oneof(odd, fc.constantFrom(...known)) : odd;
}

const mapFields = (schema: z.ZodType | undefined, arb: (field: z.ZodType) => fc.Arbitrary<unknown>) =>
  Object.fromEntries(Object.entries(fieldsOf(schema)).map(([key, field]) => [key, arb(field)]));

/** Either every field, mostly with values it accepts, or any fields with odd values and unknown names beside them. */
function fieldsArb(schema: z.ZodType | undefined, asText: boolean, odd: fc.Arbitrary<unknown>, extraKeys: fc.Arbitrary<string>) {
  const fitting = fc.record(mapFields(schema, (field) => mostlyFitting(field, asText, odd)));
  const loose = fc
    .record({
      fields: fc.record(
        mapFields(schema, (field) => oddOrKnown(field, asText, odd)),
        { requiredKeys: [] },
      ),
      extra: fc.dictionary(extraKeys, odd, { maxKeys: 2 }),
    })
    .map(({ fields, extra }) => {
      const known = new Set(Object.keys(fields));
      return [...Object.entries(fields), ...Object.entries(extra).filter(([key]) => !known.has(key))];
    });
  return fc.oneof(
    fitting.map((fields) => Object.entries(fields)),
    loose,
  );
}

function queryArb(schema: z.ZodType | undefined) {
  // An empty name may be dropped by the server's parser, so only non-empty extra names.
  return fieldsArb(
    schema,
    true,
    oddString,
    extraKey.filter((key) => key.length > 0),
  ) as fc.Arbitrary<[string, string][]>;
}

function bodyArb(schema: z.ZodType | undefined) {
  const object = fieldsArb(schema, false, jsonValue, extraKey).map((entries) => JSON.stringify(Object.fromEntries(entries)));
  return fc.oneof(
    { arbitrary: object, weight: 5 },
    { arbitrary: jsonValue.map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.constantFrom(...BAD_JSON), weight: 1 },
  );
}

export const paramNamesOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

export function requestArb(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const fields = fieldsOf(route.spec.params);
  const params = Object.fromEntries(paramNamesOf(route.path).map((name) => [name, paramArb(fields[name])]));
  return fc.record({
    params: fc.record(params),
    query: queryArb(route.spec.query),
    queryJunk: fc.option(fc.constantFrom(...QUERY_JUNK), { nil: undefined, freq: 8 }),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyArb(route.spec.body),
    locale: fc.constantFrom(undefined, 'fa', 'en-US', 'zz', 'fa;q=abc, *'),
    auth: fc.constantFrom('none' as const, 'session' as const, 'junk' as const),
  });
}

/** The URL path and query string of a request, as a client would encode them. */
export function urlOf(route: FuzzRoute, request: FuzzRequest): string {
  const path = route.path.replace(/^\/api/, '').replace(/:(\w+)/g, (_, name: string) => request.params[name]!);
  const pairs = request.query.map(([key, value]) => `${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(value.toWellFormed())}`);
  if (request.queryJunk) pairs.push(request.queryJunk);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
