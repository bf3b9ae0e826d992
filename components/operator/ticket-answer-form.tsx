'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextAreaField } from '@/components/forms/form-field';
import { StepFormFrame } from '@/components/forms/step-form';
import { Button } from '@/components/ui/button';
import { loadApiClient } from '@/lib/api-client';
import { operatorApi } from '@/lib/api/operator';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useRouter } from '@/lib/i18n/router';
import { ticketAnswerBody } from '@/lib/schemas/tickets';

/** The team's answer (the owner gets a text message), and closing a ticket that needs nothing more. */
export function TicketAnswerForm({ id, open }: { id: number; open: boolean }) {
  const t = useTranslations('Operator.ticket_answer_form');
  const router = useRouter();
  const [closing, setClosing] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: ticketAnswerBody,
    defaultValues: { message: '' },
    submit: async (values) => {
      await operatorApi.answerTicket(loadApiClient, id, values);
      form.reset({ message: '' });
      router.refresh();
    },
  });
  async function close() {
    setClosing(true);
    try {
      await operatorApi.closeTicket(loadApiClient, id);
      router.refresh();
    } finally {
      // On a refusal the API client has shown why (a toast); the button can be pressed again.
      setClosing(false);
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <StepFormFrame
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        rootError={form.formState.errors.root?.server?.message}
        submitLabel={t('send')}
      >
        <TextAreaField form={form} name="message" label={t('answer')} hint={t('hint')} />
      </StepFormFrame>
      {open && (
        <Button variant="secondary" className="self-start" onClick={close} disabled={closing}>
          {t('close')}
        </Button>
      )}
    </div>
  );
}
