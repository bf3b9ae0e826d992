'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

export function CopyUrlButton({ url }: { url: string }) {
  const t = useTranslations('error_page');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="mt-2 rounded border border-gray-400 px-3 py-1"
      onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
    >
      {copied ? t('copied') : t('copy_url')}
    </button>
  );
}
