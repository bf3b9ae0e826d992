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

/** The nested parts of a group (objects, not single messages): what a client island can be handed alone. */
type PartsOf<Group> = { [Key in keyof Group & string]: Group[Key] extends string ? never : Key }[keyof Group & string];

/**
 * A whole group, or one nested part of one (`Operator.refund_form`): an island that reads a few of
 * a large group's messages reads them from a part of its own (`useTranslations('Operator.refund_form')`),
 * so its page hands the browser that part instead of the group.
 */
export type MessagePath = { [Group in keyof Messages]: Group | `${Group}.${PartsOf<Messages[Group]>}` }[keyof Messages];

function pick(messages: Messages, paths: readonly MessagePath[]): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const [group, part] = path.split('.') as [keyof Messages, string | undefined];
    const whole = messages[group] as Record<string, unknown>;
    if (part === undefined) picked[group] = whole;
    // Parts of one group go under one object (each part is the server's own); a group picked whole holds them all.
    else if (picked[group] !== whole) picked[group] = { ...(picked[group] as object | undefined), [part]: whole[part] };
  }
  return picked as Partial<Messages>;
}

export function clientMessages(messages: Messages): Partial<Messages> {
  return pick(messages, CLIENT_MESSAGE_GROUPS);
}

/** Client messages plus groups (or parts of groups) only some pages need (e.g. `Auth` on the sign-in pages), and the forms' unless `forms` is false. */
export function clientMessagesWith(messages: Messages, extra: readonly MessagePath[], { forms = true }: { forms?: boolean } = {}): Partial<Messages> {
  return { ...clientMessages(messages), ...pick(messages, forms ? [...FORM_MESSAGE_GROUPS, ...extra] : extra) };
}
