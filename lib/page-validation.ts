import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';

// Per-request memory shared by the page that fails and the not-found page that renders next.
const failure = cache(() => ({ fullPath: null as string | null }));

/** Spec §2: a failed page validation answers 404 with "Page Not Found: {fullPath}". */
export function failPageValidation(fullPath: string): never {
  failure().fullPath = fullPath;
  notFound();
}

export function failedValidationPath(): string | null {
  return failure().fullPath;
}
