import type { ErrorDirections, FieldError } from '@/lib/api/envelope';

export type { FieldError };

/** An answer the API gives on purpose; anything else thrown becomes a 500 without details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[] | ErrorDirections,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function validationError(message: string, errors: FieldError[]): HttpError {
  return new HttpError(422, message, errors);
}
