'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import type { ContentForm } from '@/lib/forms/content-forms';
import type { Flash } from '@/lib/forms/flash';
import { getPathname } from '@/lib/i18n/paths';
import type { FormReceipt } from '@/lib/schemas/contact';

/**
 * The frame every content form shares: fields, a submit button, and the confirmation once saved.
 * With its script the form calls the API; before it (or without JavaScript) the browser posts it
 * to `/forms/{name}` (lib/forms/content-forms.server.ts), which sends the visitor back to `page`
 * with the receipt or the refusal in `flash`. Nothing typed ever goes into an address.
 */
export function FormShell({
  name,
  page,
  flash,
  title,
  confirmation,
  receipt,
  submitting,
  onSubmit,
  children,
}: {
  name: ContentForm;
  /** The page the form is on (`/abroad/germany`), where a post without JavaScript returns. */
  page: string;
  flash?: Flash | null;
  title: string;
  confirmation: string;
  receipt: FormReceipt | null;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const saved = receipt ?? flash?.receipt ?? null;
  const refusal = flash && !flash.receipt && !Object.keys(flash.errors ?? {}).length ? flash.message : undefined;
  return (
    <section aria-labelledby="form-title" className="rounded-2xl border border-gray-200 bg-gray-50 p-5">
      <h2 id="form-title" className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {saved ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-bold text-green-900" data-testid="form-confirmation">
          {confirmation} {t('reference', { id: saved.id })}
        </p>
      ) : (
        <form method="post" action={getPathname({ href: `/forms/${name}`, locale })} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <input type="hidden" name="_back" value={page} />
          {refusal && (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
              {refusal}
            </p>
          )}
          {children}
          <button
            type="submit"
            disabled={submitting}
            className="self-start rounded-lg bg-brand-600 px-6 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {submitting ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </section>
  );
}
