'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { type FinishedUpload, Uploader } from '@/components/uploads/uploader';
import { useApiForm } from '@/lib/forms/use-api-form';
import { conversationMessageBody } from '@/lib/schemas/conversations';

const MAX_FILES = 5;

/**
 * The message box of a thread (and of a first message): text as typed, in its own direction, and up
 * to five pictures or PDFs through the uploads kit. `send` gets the text and the finished uploads.
 */
export function Composer({ send, label }: { send: (body: { message: string; attachments: string[] }) => Promise<unknown>; label: string }) {
  const t = useTranslations('Conversations');
  const [files, setFiles] = useState<FinishedUpload[]>([]);
  const { form, onSubmit } = useApiForm({
    schema: conversationMessageBody,
    defaultValues: { message: '', attachments: [] },
    submit: async (values) => {
      await send({ message: values.message, attachments: files.map((f) => f.id) });
      form.reset({ message: '', attachments: [] });
      setFiles([]);
    },
  });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={form.formState.errors.root?.server?.message} submitLabel={t('send')}>
      <TextAreaField form={form} name="message" label={label} />
      {files.length < MAX_FILES && <Uploader purpose="conversation" label={t('attach')} onUploaded={(file) => setFiles((all) => [...all, file])} />}
      {files.length > 0 && (
        <ul className="flex flex-col gap-1" data-testid="attachments">
          {files.map((file) => (
            <li key={file.id} className="flex items-center gap-2">
              <bdi>{t('attachment', { name: file.name })}</bdi>
              <button type="button" className="text-sm text-red-700 underline" onClick={() => setFiles((all) => all.filter((f) => f.id !== file.id))}>
                {t('remove_attachment', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </StepFormFrame>
  );
}
