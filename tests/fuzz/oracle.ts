import type { FuzzRequest, FuzzRoute } from './requests';

const UNKNOWN = Symbol('unknown');

function decoded(value: string): string | typeof UNKNOWN {
  try {
    return decodeURIComponent(value);
  } catch {
    return UNKNOWN;
  }
}

function parsedBody(text: string | undefined): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return UNKNOWN;
  }
}

/**
 * Whether the route's own schemas refuse this input (so the answer must be a 4xx); undefined when
 * the server's reading of the raw input cannot be predicted exactly (malformed percent-encoding).
 */
export function schemasReject(route: FuzzRoute, request: FuzzRequest): boolean | undefined {
  const { spec } = route;
  if (spec.body && request.body !== undefined) {
    const body = parsedBody(request.body);
    if (body === UNKNOWN || !spec.body.safeParse(body).success) return true;
  }
  if (spec.query && !request.queryJunk) {
    const query = Object.fromEntries(request.query.map(([key, value]) => [key.toWellFormed(), value.toWellFormed()]));
    if (!spec.query.safeParse(query).success) return true;
  }
  if (spec.params) {
    const params = Object.fromEntries(Object.entries(request.params).map(([key, value]) => [key, decoded(value)]));
    if (Object.values(params).includes(UNKNOWN)) return undefined;
    if (!spec.params.safeParse(params).success) return true;
  }
  return request.queryJunk ? undefined : false;
}
