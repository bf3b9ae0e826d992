import type { Locale } from './routing';

export type Messages = typeof import('@/messages/fa.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'fa'
    ? (await import('@/messages/fa.json')).default
    : ((await import('@/messages/en-US.json')).default as Messages);
}
