/** The API's answer shapes (spec §3 "Error response", §7 "Success is status SUCCESS"). */
export interface SuccessEnvelope<T> {
  status: 'SUCCESS';
  data: T;
}

/** Spec §7 "Success is status SUCCESS". */
export function isSuccessEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'SUCCESS';
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorDirections {
  redirect_url?: string;
  next_step?: string;
  route_name?: string;
  params?: Record<string, string>;
  queries?: Record<string, string>;
  new_username?: string;
}

export interface ErrorEnvelope {
  status?: string;
  message?: string;
  errors?: FieldError[] | ErrorDirections;
}

export function fieldErrorsOf(body: ErrorEnvelope | undefined): FieldError[] {
  return Array.isArray(body?.errors) ? body.errors.filter((e) => typeof e?.message === 'string') : [];
}

export function directionsOf(body: ErrorEnvelope | undefined): ErrorDirections {
  return body?.errors && !Array.isArray(body.errors) ? body.errors : {};
}
