import { messageFiles, type Messages } from './message-files.generated';
import type { Locale } from './routing';

export type { Messages };

const merged = new Map<Locale, Promise<Messages>>();

/**
 * Every feature's messages for one locale, merged (each file holds whole top-level groups) once per
 * process: every render asks for them, and nothing may change the object it is handed.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = merged.get(locale);
  if (!messages) {
    messages = messageFiles[locale]().then((files) => Object.freeze(Object.assign({}, ...files.map((file) => file.default))) as Messages);
    merged.set(locale, messages);
    messages.catch(() => merged.delete(locale));
  }
  return messages;
}

/**
 * Message groups the layout's client components use (header, language switch, toasts, PWA, the
 * error page); the rest stay on the server (smaller pages). A page hands its own islands theirs
 * with WithMessages (the tutor cards' `TutorCard`, the filters', the home search box's).
 */
export const CLIENT_MESSAGE_GROUPS = [
  'Common',
  'Header',
  'Nav',
  'LocaleSwitcher',
  'error_page',
  'Errors',
  'Connectivity',
  'Pwa',
] as const satisfies readonly (keyof Messages)[];

/**
 * What every form of `useApiForm` reads (field errors). Each such form uses a group of its own
 * feature too, so it always sits under a WithMessages, which adds these unless told the page has
 * no form (`forms={false}`: home, the tutor lists, profiles).
 */
export const FORM_MESSAGE_GROUPS = ['Validation'] as const satisfies readonly (keyof Messages)[];

function pick(messages: Messages, groups: readonly (keyof Messages)[]): Partial<Messages> {
  return Object.fromEntries(groups.map((group) => [group, messages[group]]));
}

export function clientMessages(messages: Messages): Partial<Messages> {
  return pick(messages, CLIENT_MESSAGE_GROUPS);
}

/** Client messages plus groups only some pages need (e.g. `Auth` on the sign-in pages), and the forms' unless `forms` is false. */
export function clientMessagesWith(messages: Messages, extra: readonly (keyof Messages)[], { forms = true }: { forms?: boolean } = {}): Partial<Messages> {
  return { ...clientMessages(messages), ...pick(messages, forms ? [...FORM_MESSAGE_GROUPS, ...extra] : extra) };
}
