import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { PageLinks } from '@/components/ui/page-links';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { ConversationPage, ConversationSide, ConversationThread } from '@/lib/schemas/conversations';
import { LiveThread } from './live-thread';
import { NewConversationForm } from './new-conversation-form';

const GROUPS = ['Conversations', 'Forms', 'FormKit', 'Uploads'] as const;

/** A person's threads on one side (a student's, or a tutor's), latest activity first, unread ones marked. */
export async function ConversationList({ page, side, basePath }: { page: ConversationPage; side: ConversationSide; basePath: string }) {
  const { conversations } = page;
  const [t, locale, zone] = await Promise.all([getTranslations('Conversations'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="conversations-title" className="flex flex-col gap-4">
      <h1 id="conversations-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p>{side === 'student' ? t('lead') : t('lead_tutor')}</p>
      {conversations.length === 0 ? (
        <p className="rounded-xl border border-gray-200 p-4">{side === 'student' ? t('empty') : t('empty_tutor')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="conversation-list">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link href={`${basePath}/${conversation.id}`} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50">
                <span className="flex flex-wrap items-center gap-2 font-bold">
                  <bdi>{conversation.other.name || t('student')}</bdi>
                  {conversation.unread > 0 && (
                    <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{t('unread', { count: conversation.unread })}</span>
                  )}
                  {conversation.blocked && <span className="rounded-full bg-gray-200 px-2 text-xs">{t('blocked_badge')}</span>}
                </span>
                {conversation.last_message && (
                  <span className="line-clamp-1 text-sm text-muted">
                    {conversation.last_message.mine && `${t('you')}: `}
                    <bdi>{conversation.last_message.body}</bdi>
                    {' · '}
                    {formatDateTime(conversation.last_message.created_at, locale, zone)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label={t('pages')} pathname={basePath} query={{}} page={page} previous={t('newer')} next={t('older')} testId="conversation-pages" />
    </section>
  );
}

/** One thread: who it is with, then the live messages and the message box. */
export async function ConversationThreadView({ thread, basePath }: { thread: ConversationThread; basePath: string }) {
  const [t, zone] = await Promise.all([getTranslations('Conversations'), getTimeZone()]);
  const name = thread.other.name || t('student');
  const heading = t.rich('with', { name, who: (chunks) => <bdi>{chunks}</bdi> });
  return (
    <section aria-labelledby="thread-title" className="flex flex-col gap-4">
      <Link href={basePath} className="self-start text-brand-700 underline underline-offset-4">
        {t('back')}
      </Link>
      <h1 id="thread-title" className="text-2xl font-bold">
        {thread.other.username ? (
          <Link href={`/tutor/${thread.other.username}`} className="hover:underline">
            {heading}
          </Link>
        ) : (
          heading
        )}
      </h1>
      {!thread.paid && <p className="rounded-lg bg-amber-50 p-3 text-sm">{t('masked_note')}</p>}
      <WithMessages groups={GROUPS}>
        <LiveThread thread={thread} zone={zone} />
      </WithMessages>
    </section>
  );
}

/** The first message to a tutor (from their profile or an offer card). */
export async function NewConversation({ tutor, basePath }: { tutor: { username: string; name: string; acceptsMessages: boolean }; basePath: string }) {
  const t = await getTranslations('Conversations');
  return (
    <section aria-labelledby="new-title" className="flex flex-col gap-4">
      <h1 id="new-title" className="text-2xl font-bold">
        {t.rich('new_title', { name: tutor.name, who: (chunks) => <bdi>{chunks}</bdi> })}
      </h1>
      {tutor.acceptsMessages ? (
        <>
          <p>{t('new_lead')}</p>
          <WithMessages groups={GROUPS}>
            <NewConversationForm username={tutor.username} basePath={basePath} />
          </WithMessages>
        </>
      ) : (
        // A listed tutor without an account: nobody would read it (the API answers 409 tutor_not_reachable).
        <p data-testid="tutor-not-reachable">
          {t('not_reachable')}{' '}
          <Link href={`/tutor/${tutor.username}`} className="text-brand-700 underline underline-offset-4">
            {t('back_to_profile')}
          </Link>
        </p>
      )}
    </section>
  );
}
