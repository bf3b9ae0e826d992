import { FORM_STEPS, type FormStep } from '@/lib/schemas/tutor-requests';

/** The step after `step` for this request (the address only for in-person lessons), or the review. */
export function formStepAfter(step: FormStep, inPerson: boolean): string {
  const steps = visibleSteps(inPerson);
  const next = steps[steps.indexOf(step) + 1];
  return next ? `/tutor-request/form/${next}` : '/tutor-request/form-finish';
}

export function visibleSteps(inPerson: boolean): FormStep[] {
  return FORM_STEPS.filter((s) => inPerson || s !== 'address-details');
}
