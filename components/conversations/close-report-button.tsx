'use client';

import { useTranslations } from 'next-intl';
import { loadApiClient } from '@/lib/api-client';
import { conversationReportApi } from '@/lib/api/conversations';
import { useRouter } from '@/lib/i18n/router';

export function CloseReportButton({ id }: { id: number }) {
  const t = useTranslations('ConversationReports');
  const router = useRouter();
  return (
    <button
      type="button"
      className="min-h-11 self-start rounded-lg bg-brand-600 px-6 py-2 font-bold text-white hover:bg-brand-700"
      onClick={async () => {
        await conversationReportApi.close(loadApiClient, id);
        router.refresh();
      }}
    >
      {t('close')}
    </button>
  );
}
