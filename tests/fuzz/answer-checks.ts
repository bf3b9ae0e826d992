export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

const STACK_TRACE = [/\n\s+at\s/, /node_modules/, /\.tsx?:\d+/, /Error:\s*\S*\//, /\bat \S+ \(.*:\d+:\d+\)/];
const PERSIAN = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;
const LETTERS = { fa: PERSIAN, 'en-US': LATIN } as Record<string, RegExp | undefined>;

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

function fieldErrorsProblem(errors: unknown, letters: RegExp | undefined): string | undefined {
  if (errors === undefined) return undefined;
  if (!Array.isArray(errors)) return typeof errors === 'object' && errors !== null ? undefined : 'errors is neither a list nor an object';
  for (const error of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof error?.field !== 'string' || !isText(error.message)) return `malformed field error ${JSON.stringify(error)}`;
    if (letters && !letters.test(error.message as string)) return `field message not in the caller's language: ${error.message}`;
  }
  return undefined;
}

function envelopeProblems(answer: Answer, locale: string | undefined): string[] {
  const body = answer.body as { status?: unknown; message?: unknown; errors?: unknown; data?: unknown } | null;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['the answer is not a JSON object'];
  if (answer.status < 300) return body.status === 'SUCCESS' ? [] : ['a success without status SUCCESS'];
  // Spec §3/§4: a 301/302 is an error response whose `errors` carry the directions (next_step, new_username).
  if (answer.status < 400 && (typeof body.errors !== 'object' || body.errors === null || Array.isArray(body.errors))) {
    return ['a redirect without directions'];
  }
  const letters = LETTERS[locale ?? ''];
  const problems: string[] = [];
  if (body.status !== 'ERROR') problems.push('an error without status ERROR');
  if (!isText(body.message)) problems.push('an error without a message');
  else if (letters && !letters.test(body.message as string)) problems.push(`message not in the caller's language: ${body.message}`);
  const fieldProblem = fieldErrorsProblem(body.errors, letters);
  if (fieldProblem) problems.push(fieldProblem);
  return problems;
}

/** Everything wrong with an answer to fuzzed input; empty when it is a proper answer. */
export function answerProblems(answer: Answer, mustReject: boolean | undefined, locale: string | undefined): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`server error ${answer.status}`);
  if (mustReject && (answer.status < 400 || answer.status >= 500)) problems.push(`the schemas refuse this input but the answer is ${answer.status}`);
  if (STACK_TRACE.some((pattern) => pattern.test(answer.text))) problems.push('the answer shows a stack trace or source path');
  if (!answer.headers.get('content-type')?.includes('application/json')) problems.push('the answer is not JSON');
  return [...problems, ...envelopeProblems(answer, locale)];
}
