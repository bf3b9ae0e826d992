/** An answer the API gives on purpose; anything else thrown becomes a 500 without details. */
export interface FieldError {
  field: string;
  message: string;
}

export type ErrorExtras = {
  redirect_url?: string;
  next_step?: string;
  route_name?: string;
  params?: Record<string, string>;
  queries?: Record<string, string>;
  new_username?: string;
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[] | ErrorExtras,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function validationError(message: string, errors: FieldError[]): HttpError {
  return new HttpError(422, message, errors);
}
