import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  body: string;
  createdAt: Date;
}

export async function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('DevTools'), getLocale(), getTimeZone()]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">{t('outbox_title')}</h1>
      {messages.length === 0 && <p>{t('outbox_empty')}</p>}
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-gray-200 p-3">
            <p className="text-sm text-muted">
              {t('outbox_meta', { channel: message.channel, time: formatDateTime(message.createdAt, locale as Locale, timeZone) })}{' '}
              <bdi dir="ltr">{message.recipient}</bdi>
            </p>
            <pre className="whitespace-pre-wrap font-sans">{message.body}</pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
