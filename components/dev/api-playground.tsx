'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { apiGet, apiPost } from '@/lib/api/calls';

export function ApiPlayground() {
  const t = useTranslations('DevTools');
  const [result, setResult] = useState('');
  const key = () => new URLSearchParams(window.location.search).get('key') ?? 'default';
  const run = (call: () => Promise<unknown>) => () =>
    call().then(
      (value) => setResult(JSON.stringify(value)),
      () => setResult('error'),
    );

  return (
    <section className="mx-auto max-w-xl p-6">
      <h1 className="mb-4 text-xl font-bold">{t('title')}</h1>
      <div className="flex flex-col gap-2">
        <button type="button" onClick={run(async () => apiGet(await loadApiClient(), '/test/flaky', { key: key(), fail: 2 }))}>
          {t('flaky_get')}
        </button>
        <button type="button" onClick={run(async () => apiPost(await loadApiClient(), `/test/failing-write?key=${key()}`))}>
          {t('failing_post')}
        </button>
        <button type="button" onClick={run(async () => apiPost(await loadApiClient(), '/test/echo', { name: 'x', email: 'nope', age: -1, city: '' }))}>
          {t('invalid_post')}
        </button>
      </div>
      <output data-testid="result" className="mt-4 block">
        {result && t('result', { value: result })}
      </output>
    </section>
  );
}
