/**
 * What a service says when a rule refuses something. Services are called from requests, jobs and
 * commands alike, so they never speak HTTP: the route layer (server/api/define-route.ts) turns a
 * kind into a status and `code` into a message in the caller's language (`Api.domain.<code>`).
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'forbidden' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    /** For `invalid`: the field the message belongs to (a 422 field error). */
    readonly field?: string,
  ) {
    super(`${kind}: ${code}`);
    this.name = 'DomainError';
  }
}

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
};
