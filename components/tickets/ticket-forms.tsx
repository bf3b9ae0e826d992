'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextAreaField } from '@/components/forms/form-field';
import { field, Select, StepFormFrame } from '@/components/forms/step-form';
import { type FinishedUpload, Uploader } from '@/components/uploads/uploader';
import { TextField } from '@/components/ui/text-field';
import { loadApiClient } from '@/lib/api-client';
import { ticketApi } from '@/lib/api/tickets';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { newTicketBody, TICKET_CATEGORIES, ticketReplyBody, type TicketCategory, type TicketLink, type TicketTopic } from '@/lib/schemas/tickets';

function Attachments({ files, onAdd, onRemove }: { files: FinishedUpload[]; onAdd: (f: FinishedUpload) => void; onRemove: (id: string) => void }) {
  const t = useTranslations('Tickets');
  return (
    <div className="flex flex-col gap-2">
      {files.length < 5 && <Uploader purpose="attachment" label={t('attachments')} onUploaded={onAdd} />}
      {files.length > 0 && (
        <ul className="flex flex-col gap-1" data-testid="attachments">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-2">
              <span dir="auto">{t('attachment', { name: file.name })}</span>
              <button type="button" className="text-sm text-red-700 underline" onClick={() => onRemove(file.id)}>
                {t('remove_attachment', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A new ticket: subject, message and files (tus); then its thread. Support tickets also say what
 * they are about (a category) and may be about one of the person's invoices, classes or requests.
 */
export function NewTicketForm({ topic, basePath, category, link }: { topic: TicketTopic; basePath: string; category?: TicketCategory; link?: TicketLink }) {
  const t = useTranslations('Tickets');
  const router = useRouter();
  const [files, setFiles] = useState<FinishedUpload[]>([]);
  const [about, setAbout] = useState(link);
  const support = topic === 'support';
  const { form, onSubmit } = useApiForm({
    schema: newTicketBody,
    defaultValues: { topic, subject: '', message: '', attachments: [], ...(support ? { category: category ?? 'other' } : {}) },
    submit: async (values) => {
      const thread = await ticketApi.open(loadApiClient, { ...values, ...(about ? { link: about } : {}), attachments: files.map((f) => f.id) });
      router.push(`${basePath}/${thread.id}`);
    },
  });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={form.formState.errors.root?.server?.message} submitLabel={t('send')}>
      {support && (
        <Select form={form} name="category" label={t('category')} options={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`category_${c}`) }))} />
      )}
      {about && (
        <p className="flex flex-wrap items-center gap-2" data-testid="ticket-link">
          <span>{t(`about_${about.kind}`)}</span>
          <button type="button" className="text-sm text-red-700 underline" onClick={() => setAbout(undefined)}>
            {t('remove_link')}
          </button>
        </p>
      )}
      <TextField {...field(form, 'subject')} label={t('subject')} dir="auto" />
      <TextAreaField form={form} name="message" label={t('message')} />
      <Attachments files={files} onAdd={(f) => setFiles((all) => [...all, f])} onRemove={(id) => setFiles((all) => all.filter((f) => f.id !== id))} />
    </StepFormFrame>
  );
}

/** A reply in the thread (reopens a closed ticket), and closing it. */
export function TicketReplyForm({ id, open }: { id: number; open: boolean }) {
  const t = useTranslations('Tickets');
  const router = useRouter();
  const [files, setFiles] = useState<FinishedUpload[]>([]);
  const { form, onSubmit } = useApiForm({
    schema: ticketReplyBody,
    defaultValues: { message: '', attachments: [] },
    submit: async (values) => {
      await ticketApi.reply(loadApiClient, id, { ...values, attachments: files.map((f) => f.id) });
      form.reset({ message: '', attachments: [] });
      setFiles([]);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('send_reply')}
      >
        <TextAreaField form={form} name="message" label={t('reply')} />
        <Attachments files={files} onAdd={(f) => setFiles((all) => [...all, f])} onRemove={(fid) => setFiles((all) => all.filter((f) => f.id !== fid))} />
      </StepFormFrame>
      {open && (
        <button
          type="button"
          className="self-start text-brand-700 underline underline-offset-4"
          onClick={async () => {
            await ticketApi.close(loadApiClient, id);
            router.refresh();
          }}
        >
          {t('close')}
        </button>
      )}
    </div>
  );
}
