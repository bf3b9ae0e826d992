'use client';

import { useTranslations } from 'next-intl';
import { loadApiClient } from '@/lib/api-client';
import { conversationApi } from '@/lib/api/conversations';
import { useRouter } from '@/lib/i18n/router';
import { Composer } from './composer';

/** Sends the first message; the pair's thread opens (an existing one is reused). */
export function NewConversationForm({ username, basePath }: { username: string; basePath: string }) {
  const t = useTranslations('Conversations');
  const router = useRouter();
  return (
    <Composer
      label={t('your_message')}
      send={async (body) => {
        const thread = await conversationApi.start(loadApiClient, { tutor: username, ...body });
        router.push(`${basePath}/${thread.id}`);
      }}
    />
  );
}
