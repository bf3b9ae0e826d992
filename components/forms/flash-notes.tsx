import type { Flash } from '@/lib/forms/flash';

/**
 * What the last form post answered back to this page: a refusal's message (an alert) or what it did
 * (a status note). Field errors show under their fields, not here.
 */
export function FlashNotes({ flash, testId }: { flash: Flash | null; testId?: string }) {
  if (flash?.message)
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800" data-testid={testId}>
        {flash.message}
      </p>
    );
  if (flash?.notice)
    return (
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900" data-testid={testId}>
        {flash.notice}
      </p>
    );
  return null;
}
