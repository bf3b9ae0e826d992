'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { conversationApi } from '@/lib/api/conversations';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { type ConversationMessage, REPORT_REASONS, type ReportReason } from '@/lib/schemas/conversations';

/**
 * One message: who and when, the text as written (React escapes it; `<bdi dir="auto">` keeps a
 * Persian line in an English page, or the reverse, in the writer's direction without reordering
 * what is around it), its files, why contact details are hidden, and reporting the other's message.
 */
export function MessageItem({
  message,
  conversationId,
  otherName,
  zone,
}: {
  message: ConversationMessage;
  conversationId: number;
  otherName: string;
  zone: string;
}) {
  const t = useTranslations('Conversations');
  const locale = useLocale() as Locale;
  const kinds = message.masked.map((kind) => t(`kind_${kind}`)).join(t('kinds_separator'));
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 rounded-2xl p-3 ${message.mine ? 'self-end bg-brand-50' : 'self-start border border-gray-200 bg-white'}`}
      data-testid="message"
      data-message-id={message.id}
      data-mine={message.mine}
    >
      <p className="text-xs text-muted">
        {t('sent_by', { name: message.mine ? t('you') : otherName, time: formatDateTime(message.created_at, locale, zone) })}
      </p>
      <p className="whitespace-pre-wrap break-words" data-testid="message-body">
        <bdi dir="auto">{message.body}</bdi>
      </p>
      {message.attachments.length > 0 && (
        <ul className="flex flex-col gap-1">
          {message.attachments.map((file) => (
            <li key={file.upload_id}>
              <a href={file.url} className="text-brand-700 underline underline-offset-4">
                <bdi>{t('attachment', { name: file.file_name ?? file.upload_id })}</bdi>
              </a>
            </li>
          ))}
        </ul>
      )}
      {message.masked.length > 0 && (
        <p className="text-xs text-muted" data-testid="masked-note">
          {t('masked_kinds', { kinds })} — {t('masked_note')}
        </p>
      )}
      {!message.mine && <ReportMessage conversationId={conversationId} messageId={message.id} />}
    </li>
  );
}

function ReportMessage({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  const t = useTranslations('Conversations');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (done)
    return (
      <p role="status" className="text-xs text-muted">
        {t('reported')}
      </p>
    );
  if (!open)
    return (
      <button type="button" className="self-start text-xs text-red-700 underline underline-offset-4" onClick={() => setOpen(true)}>
        {t('report')}
      </button>
    );
  const reasonId = `report-reason-${messageId}`;
  const noteId = `report-note-${messageId}`;
  return (
    <form
      className="flex flex-col gap-2 rounded-lg bg-gray-50 p-2"
      aria-label={t('report_title')}
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setBusy(true);
        try {
          const note = String(data.get('note') ?? '').trim();
          await conversationApi.report(loadApiClient, conversationId, messageId, { reason: data.get('reason') as ReportReason, ...(note ? { note } : {}) });
          setDone(true);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={reasonId} className="text-sm font-bold">
        {t('report_reason')}
      </label>
      <select id={reasonId} name="reason" className="min-h-11 rounded border border-gray-300 bg-white px-2" defaultValue="off_platform">
        {REPORT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reason_${reason}`)}
          </option>
        ))}
      </select>
      <label htmlFor={noteId} className="text-sm">
        {t('report_note')}
      </label>
      <textarea id={noteId} name="note" rows={2} maxLength={1000} dir="auto" className="rounded border border-gray-300 bg-white p-2" />
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-red-700 px-4 text-sm font-bold text-white disabled:opacity-60">
          {t('report_send')}
        </button>
        <button type="button" className="min-h-11 px-3 text-sm underline" onClick={() => setOpen(false)}>
          {t('report_cancel')}
        </button>
      </div>
    </form>
  );
}
