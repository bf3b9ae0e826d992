'use client';

import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { operatorApi } from '@/lib/api/operator';
import { loadApiClient } from '@/lib/api-client';
import { useRouter } from '@/lib/i18n/router';
import type { OperatorRequestAction } from '@/lib/schemas/operator-requests';
import { Button } from '@/components/ui/button';

export interface TutorChoice {
  tutor_id: number;
  label: string;
}

interface Labels {
  tutor: string;
  choose: string;
  reason: string;
  reasonOptional: string;
  working: string;
  done: string;
  unchanged: string;
  offer: string;
  offerHint: string;
  assign: string;
  assignHint: string;
  reassign: string;
  reassignHint: string;
}

type Outcome = { kind: 'done' | 'unchanged' } | { kind: 'error'; message: string; fields: Record<string, string> } | null;

/** One action's form: a tutor (for an offer or an assignment), a reason, the button; the page reloads with the request as it now stands. */
function ActionForm({
  id,
  action,
  version,
  tutors,
  title,
  hint,
  reasonRequired,
  labels,
}: {
  id: number;
  action: OperatorRequestAction;
  version: number;
  tutors: TutorChoice[] | null;
  title: string;
  hint: string;
  reasonRequired: boolean;
  labels: Labels;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    const body: Record<string, unknown> = action === 'reassign' ? { reason, version } : { tutor_id: Number(form.get('tutor_id')) || 0 };
    if (action === 'assign') body.reason = reason;
    if (action === 'offer' && reason) body.reason = reason;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await operatorApi.tutorRequestAction(loadApiClient, id, action, body);
      setOutcome({ kind: answer.changed ? 'done' : 'unchanged' });
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError) {
        const fields = Object.fromEntries(fieldErrorsOf(failure.body).map((e) => [e.field ?? '', e.message]));
        setOutcome({ kind: 'error', message: Object.keys(fields).length ? '' : (failure.body?.message ?? failure.message), fields });
      } else throw failure;
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) => (outcome?.kind === 'error' ? outcome.fields[name] : undefined);
  const prefix = `request-${action}`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3" noValidate data-testid={`${prefix}-form`}>
      <h3 className="font-bold">{title}</h3>
      <p className="text-sm text-muted">{hint}</p>
      {tutors && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${prefix}-tutor`} className="text-sm font-medium">
            {labels.tutor}
          </label>
          <select
            id={`${prefix}-tutor`}
            name="tutor_id"
            className="min-h-10 rounded-lg border border-gray-400 px-2"
            defaultValue=""
            aria-invalid={fieldError('tutor_id') ? true : undefined}
            aria-describedby={fieldError('tutor_id') ? `${prefix}-tutor-error` : undefined}
          >
            <option value="" disabled>
              {labels.choose}
            </option>
            {tutors.map((tutor) => (
              <option key={tutor.tutor_id} value={tutor.tutor_id}>
                {tutor.label}
              </option>
            ))}
          </select>
          {fieldError('tutor_id') && (
            <p id={`${prefix}-tutor-error`} role="alert" className="text-sm text-red-700">
              {fieldError('tutor_id')}
            </p>
          )}
        </div>
      )}
      <TextField
        id={`${prefix}-reason`}
        name="reason"
        label={reasonRequired ? labels.reason : labels.reasonOptional}
        error={fieldError('reason')}
        maxLength={500}
        required={reasonRequired}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="self-start">
        {busy ? labels.working : title}
      </Button>
      <div role="status" data-testid={`${prefix}-outcome`}>
        {outcome?.kind === 'done' && <p className="text-sm text-green-800">{labels.done}</p>}
        {outcome?.kind === 'unchanged' && <p className="text-sm">{labels.unchanged}</p>}
      </div>
      {outcome?.kind === 'error' && outcome.message && (
        <p role="alert" className="text-sm text-red-700" data-testid={`${prefix}-error`}>
          {outcome.message}
        </p>
      )}
    </form>
  );
}

/** The console's actions on a request (those the server lists as possible now). */
export function RequestActions({
  id,
  version,
  actions,
  offerTutors,
  assignTutors,
  labels,
}: {
  id: number;
  version: number;
  actions: OperatorRequestAction[];
  offerTutors: TutorChoice[];
  assignTutors: TutorChoice[];
  labels: Labels;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {actions.includes('offer') && (
        <ActionForm
          id={id}
          action="offer"
          version={version}
          tutors={offerTutors}
          title={labels.offer}
          hint={labels.offerHint}
          reasonRequired={false}
          labels={labels}
        />
      )}
      {actions.includes('assign') && (
        <ActionForm
          id={id}
          action="assign"
          version={version}
          tutors={assignTutors}
          title={labels.assign}
          hint={labels.assignHint}
          reasonRequired
          labels={labels}
        />
      )}
      {actions.includes('reassign') && (
        <ActionForm
          id={id}
          action="reassign"
          version={version}
          tutors={null}
          title={labels.reassign}
          hint={labels.reassignHint}
          reasonRequired
          labels={labels}
        />
      )}
    </div>
  );
}
