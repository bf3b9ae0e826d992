'use client';

import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/cookies';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@/lib/schemas/uploads';
import { Button } from '@/components/ui/button';

export interface FinishedUpload {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** tus sends large files in pieces (each resumable); S3 stores need at least 5 MB a piece. */
const CHUNK_BYTES = 5 * 1024 * 1024;
const ENDPOINT = '/api/file/v1/upload-tus';
const MEGABYTE = 1024 * 1024;

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'paused'; name: string; percent: number }
  | { kind: 'offline'; name: string; percent: number }
  | { kind: 'done'; name: string }
  | { kind: 'error'; message: string };

/** An upload of this kind that a reload or a closed tab left unfinished (tus-js-client's stored URL). */
interface Unfinished {
  name: string;
  storageKey: string;
}

/** A request that never got an answer (offline, connection dropped): worth trying again, unlike a refusal. */
const lostConnection = (error: unknown) => !(error as { originalResponse?: unknown }).originalResponse;

/** While the connection is back but the server is not yet reachable, try again this often. */
const RETRY_MS = 5000;

/** The server's own message (in the user's language) from a refused tus request. */
function serverMessage(error: unknown): string | null {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody();
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

/**
 * One file through the tus endpoint (/file/v1/upload-tus) with tus-js-client: the kind's types and
 * size are checked before anything is sent, a progress bar, pause and resume; the upload's URL is
 * remembered by the browser, so after a dropped connection the upload waits and continues by itself
 * from the server's offset, and after a reload the page offers to continue the unfinished file
 * (chosen again: a page cannot reopen a file by itself) instead of starting from zero. `prepare` may change the file first (the photo's
 * square crop).
 */
export function Uploader({
  purpose,
  label,
  onUploaded,
  prepare,
}: {
  purpose: UploadPurpose;
  label: string;
  onUploaded: (file: FinishedUpload) => void | Promise<void>;
  prepare?: (file: File) => Promise<File>;
}) {
  const t = useTranslations('Uploads');
  const inputId = useId();
  const upload = useRef<Upload | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [unfinished, setUnfinished] = useState<Unfinished | null>(null);
  const rules = UPLOAD_PURPOSES[purpose];

  useEffect(() => () => void upload.current?.abort(), []);

  // After a reload: offer to continue the file this kind of upload left unfinished.
  useEffect(() => {
    void (async () => {
      const { defaultOptions } = await import('tus-js-client');
      const stored = await defaultOptions.urlStorage.findAllUploads();
      const mine = stored.find((entry) => entry.metadata?.purpose === purpose);
      if (mine) setUnfinished({ name: mine.metadata?.filename ?? '', storageKey: mine.urlStorageKey });
    })();
  }, [purpose]);

  // Lost connection: the upload waits, then continues from the server's offset by itself.
  useEffect(() => {
    if (status.kind !== 'offline') return;
    const resume = () => {
      setStatus({ kind: 'uploading', name: status.name, percent: status.percent });
      upload.current?.start();
    };
    const retry = window.setInterval(() => navigator.onLine && resume(), RETRY_MS);
    window.addEventListener('online', resume);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener('online', resume);
    };
  }, [status]);

  async function forgetUnfinished() {
    if (!unfinished) return;
    const { defaultOptions } = await import('tus-js-client');
    await defaultOptions.urlStorage.removeUpload(unfinished.storageKey);
    setUnfinished(null);
  }

  async function begin(chosen: File) {
    if (!(rules.types as readonly string[]).includes(chosen.type)) return setStatus({ kind: 'error', message: t('wrong_type') });
    if (chosen.size > rules.maxBytes) return setStatus({ kind: 'error', message: t('too_large', { megabytes: rules.maxBytes / MEGABYTE }) });
    const file = prepare ? await prepare(chosen) : chosen;
    const { Upload: TusUpload } = await import('tus-js-client');
    const name = chosen.name;
    const current = new TusUpload(file, {
      endpoint: ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { filename: name, filetype: file.type, purpose },
      headers: { [CSRF_HEADER]: Cookies.get(CSRF_COOKIE) ?? '' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setStatus({ kind: 'uploading', name, percent: total ? Math.floor((sent / total) * 100) : 0 }),
      // Offline, tus stops retrying at once: waiting for the connection is the uploader's job.
      onShouldRetry: (error) => navigator.onLine && lostConnection(error),
      onError: (error) =>
        setStatus((before) =>
          lostConnection(error)
            ? { kind: 'offline', name, percent: 'percent' in before ? before.percent : 0 }
            : { kind: 'error', message: t('upload_error', { message: serverMessage(error) ?? t('refused') }) },
        ),
      onSuccess: async () => {
        const id = current.url?.split('/').pop() ?? '';
        await onUploaded({ id, name, type: file.type, size: file.size });
        setStatus({ kind: 'done', name });
      },
    });
    upload.current = current;
    // The same file chosen again (after a reload or a failure) continues where the server stopped.
    const previous = await current.findPreviousUploads();
    if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
    setUnfinished(null);
    setStatus({ kind: 'uploading', name, percent: 0 });
    current.start();
  }

  const percent = 'percent' in status ? status.percent : status.kind === 'done' ? 100 : 0;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid={`uploader-${purpose}`}>
      <label htmlFor={inputId} className="font-bold">
        {label}
      </label>
      {unfinished && status.kind === 'idle' && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm" data-testid="upload-unfinished">
          <p>{t('unfinished', { name: unfinished.name })}</p>
          <Button variant="secondary" onClick={() => void forgetUnfinished()}>
            {t('start_over')}
          </Button>
        </div>
      )}
      <input
        id={inputId}
        type="file"
        accept={rules.types.join(',')}
        disabled={status.kind === 'uploading' || status.kind === 'offline'}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void begin(chosen);
        }}
        className="text-sm file:me-3 file:rounded-lg file:border file:border-brand-600 file:bg-white file:px-3 file:py-2 file:text-brand-700"
      />
      {status.kind === 'offline' && (
        <div className="flex flex-col gap-2" role="status" data-testid="upload-offline">
          <p className="text-sm">{t('offline', { percent: status.percent })}</p>
          <progress max={100} value={percent} aria-label={t('progress_label')} className="h-3 w-full" />
        </div>
      )}
      {(status.kind === 'uploading' || status.kind === 'paused') && (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{status.kind === 'paused' ? t('upload_paused', { percent: status.percent }) : t('uploading', { name: status.name })}</p>
          <progress max={100} value={percent} aria-label={t('progress_label')} className="h-3 w-full" data-testid="upload-progress" />
          <div className="flex gap-2">
            {status.kind === 'uploading' ? (
              <Button
                variant="secondary"
                onClick={() => {
                  void upload.current?.abort();
                  setStatus({ kind: 'paused', name: status.name, percent: status.percent });
                }}
              >
                {t('pause')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => {
                  setStatus({ kind: 'uploading', name: status.name, percent: status.percent });
                  upload.current?.start();
                }}
              >
                {t('resume')}
              </Button>
            )}
          </div>
        </div>
      )}
      {status.kind === 'done' && (
        <p role="status" className="text-sm font-bold text-green-900">
          {t('uploaded', { name: status.name })}
        </p>
      )}
      {status.kind === 'error' && (
        <p role="alert" className="text-sm text-red-700" data-testid="upload-error">
          {status.message}
        </p>
      )}
    </div>
  );
}

/** The photo cropped to its centre square (at most 1024 px a side), as a JPEG. */
export async function cropSquare(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const out = Math.min(side, 1024);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  canvas.getContext('2d')!.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, out, out);
  bitmap.close();
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('crop'))), 'image/jpeg', 0.9));
  return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg', lastModified: file.lastModified });
}
