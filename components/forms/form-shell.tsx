'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import type { FormReceipt } from '@/lib/schemas/contact';

/** The frame every API form shares: fields, a submit button, and the confirmation once saved. */
export function FormShell({
  title,
  confirmation,
  receipt,
  submitting,
  onSubmit,
  children,
}: {
  title: string;
  confirmation: string;
  receipt: FormReceipt | null;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const t = useTranslations('Forms');
  return (
    <section aria-labelledby="form-title" className="rounded-2xl border border-gray-200 bg-gray-50 p-5">
      <h2 id="form-title" className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {receipt ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-bold text-green-900" data-testid="form-confirmation">
          {confirmation} {t('reference', { id: receipt.id })}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
