'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { conversationApi } from '@/lib/api/conversations';
import type { ConversationMessage, ConversationThread } from '@/lib/schemas/conversations';
import { Composer } from './composer';
import { MessageItem } from './message-item';

const lastIdOf = (messages: ConversationMessage[]) => messages.reduce((max, m) => Math.max(max, m.id), 0);

/**
 * A thread that stays current without reloading: the server's render, then every message after the
 * last one it had through Server-Sent Events (the browser reconnects by itself and resumes from the
 * last event id). Messages are kept by id, so one that arrives both as a send's answer and on the
 * stream shows once. What the reader has seen on a visible page is marked read.
 */
export function LiveThread({ thread, zone }: { thread: ConversationThread; zone: string }) {
  const t = useTranslations('Conversations');
  const [messages, setMessages] = useState(thread.messages);
  const [blockedBy, setBlockedBy] = useState(thread.blocked_by);
  const [connected, setConnected] = useState(true);
  const readUpTo = useRef(0);
  const startAfter = useRef(lastIdOf(thread.messages));
  const otherName = thread.other.name || t('student');

  const add = useCallback((message: ConversationMessage) => {
    setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id)));
  }, []);

  useEffect(() => {
    // With credentials: the API may live on another origin (NEXT_PUBLIC_API_BASE); its session cookie goes along.
    const source = new EventSource(conversationApi.streamUrl(thread.id, startAfter.current), { withCredentials: true });
    source.addEventListener('message', (event) => add(JSON.parse((event as MessageEvent<string>).data) as ConversationMessage));
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    return () => source.close();
  }, [thread.id, add]);

  useEffect(() => {
    const markRead = () => {
      if (document.visibilityState !== 'visible') return;
      const last = lastIdOf(messages.filter((m) => !m.mine));
      if (last <= readUpTo.current) return;
      readUpTo.current = last;
      void conversationApi.read(loadApiClient, thread.id, last).catch(() => undefined);
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [messages, thread.id]);

  const changeBlock = async (block: boolean) => {
    const next = await (block ? conversationApi.block : conversationApi.unblock)(loadApiClient, thread.id);
    setBlockedBy(next.blocked_by);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="log" aria-label={t('thread_label', { name: otherName })} className="flex flex-col gap-2 rounded-xl bg-gray-50 p-3">
        {messages.length === 0 ? (
          <p>{t('no_messages')}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="messages">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} conversationId={thread.id} otherName={otherName} zone={zone} />
            ))}
          </ol>
        )}
      </div>
      <p className="text-sm text-muted" role="status">
        {connected ? t('live') : t('reconnecting')}
      </p>
      {blockedBy === null ? (
        <Composer
          label={t('your_message')}
          send={async (body) => {
            add(await conversationApi.send(loadApiClient, thread.id, body));
          }}
        />
      ) : (
        <p className="rounded-lg bg-gray-100 p-3" data-testid="blocked-note">
          {blockedBy === 'me' ? t('blocked_by_me') : t('blocked_by_other')}
        </p>
      )}
      {blockedBy !== 'other' && (
        <button type="button" className="self-start text-sm text-red-700 underline underline-offset-4" onClick={() => void changeBlock(blockedBy === null)}>
          {blockedBy === 'me' ? t('unblock') : t('block', { name: otherName })}
        </button>
      )}
    </div>
  );
}
