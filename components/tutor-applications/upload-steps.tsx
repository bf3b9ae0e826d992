'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api/api-error';
import { tutorApplicationApi } from '@/lib/api/tutor-applications';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/router';
import { DOCUMENT_KINDS } from '@/lib/schemas/tutor-applications';
import type { UploadedFile } from '@/lib/schemas/uploads';
import { stepAfter } from '@/components/forms/step-form';
import { cropSquare, type FinishedUpload, Uploader } from '@/components/uploads/uploader';

function ContinueLink({ href }: { href: string }) {
  const t = useTranslations('StartTeaching');
  return (
    <Link href={href} className="inline-flex min-h-11 items-center self-start rounded-lg bg-brand-600 px-6 font-bold text-white hover:bg-brand-700">
      {t('save_continue')}
    </Link>
  );
}

function useSaveUpload() {
  const [error, setError] = useState<string | null>(null);
  const save = async (run: () => Promise<unknown>) => {
    setError(null);
    try {
      await run();
      return true;
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
      else throw e;
      return false;
    }
  };
  return { error, save };
}

/** The profile photo: cropped square in the browser, then sent with tus and saved as this step. */
export function UploadPictureStep({ current }: { current: UploadedFile | null }) {
  const t = useTranslations('StartTeaching');
  const [file, setFile] = useState(current);
  const { error, save } = useSaveUpload();
  const router = useRouter();
  const uploaded = async (done: FinishedUpload) => {
    if (await save(() => tutorApplicationApi.saveStep(loadApiClient, 'upload-picture', { upload_id: done.id }))) {
      setFile({ upload_id: done.id, file_name: done.name, file_type: done.type, size_bytes: done.size, url: `/api/file/v1/my-files/${done.id}` });
      router.refresh();
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p>{t('picture_help')}</p>
      {file && (
        // eslint-disable-next-line @next/next/no-img-element -- the applicant's own private file, not optimisable
        <img src={file.url} alt={t('current_photo')} width={160} height={160} className="size-40 rounded-full object-cover" data-testid="picture-preview" />
      )}
      <Uploader purpose="picture" label={t('choose_file')} prepare={cropSquare} onUploaded={uploaded} />
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {file && <ContinueLink href={stepAfter('upload-picture')} />}
    </div>
  );
}

/** The intro video: large, resumable, with progress, pause and resume. */
export function UploadVideoStep({ current }: { current: UploadedFile | null }) {
  const t = useTranslations('StartTeaching');
  const [file, setFile] = useState(current);
  const { error, save } = useSaveUpload();
  const uploaded = async (done: FinishedUpload) => {
    if (await save(() => tutorApplicationApi.saveStep(loadApiClient, 'upload-video', { upload_id: done.id }))) {
      setFile({ upload_id: done.id, file_name: done.name, file_type: done.type, size_bytes: done.size, url: `/api/file/v1/my-files/${done.id}` });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p>{t('video_help')}</p>
      {file && (
        <p className="font-bold" data-testid="video-saved">
          {t('uploaded', { name: file.file_name ?? file.upload_id })}
        </p>
      )}
      <Uploader purpose="video" label={t('choose_file')} onUploaded={uploaded} />
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {file && <ContinueLink href={stepAfter('upload-video')} />}
    </div>
  );
}

type Doc = { kind: (typeof DOCUMENT_KINDS)[number]; upload_id: string; name: string };

/** ID and degrees: each file uploaded, then the list saved as this step. */
export function UploadDocumentsStep({ current }: { current: Doc[] }) {
  const t = useTranslations('StartTeaching');
  const [docs, setDocs] = useState<Doc[]>(current);
  const [kind, setKind] = useState<Doc['kind']>('ID_CARD');
  const { error, save } = useSaveUpload();
  const persist = async (next: Doc[]) => {
    const body = { documents: next.map(({ kind: k, upload_id }) => ({ kind: k, upload_id })) };
    if (await save(() => tutorApplicationApi.saveStep(loadApiClient, 'upload-documents', body))) setDocs(next);
  };
  return (
    <div className="flex flex-col gap-4">
      <p>{t('documents_help')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="document-kind" className="text-sm font-medium">
          {t('document_kind')}
        </label>
        <select
          id="document-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as Doc['kind'])}
          className="rounded-lg border border-gray-400 bg-white px-3 py-2"
        >
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind_${k}`)}
            </option>
          ))}
        </select>
      </div>
      <Uploader purpose="document" label={t('choose_file')} onUploaded={(done) => persist([...docs, { kind, upload_id: done.id, name: done.name }])} />
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <section aria-labelledby="documents-list">
        <h2 id="documents-list" className="mb-2 font-bold">
          {t('documents_list')}
        </h2>
        {docs.length === 0 ? (
          <p className="text-muted">{t('no_documents')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="documents">
            {docs.map((doc) => (
              <li key={doc.upload_id} className="flex items-center justify-between gap-2 rounded-lg border border-gray-200 p-3">
                <span>
                  {t(`kind_${doc.kind}`)}: <span dir="auto">{doc.name}</span>
                </span>
                <button type="button" className="text-sm text-red-700 underline" onClick={() => persist(docs.filter((d) => d !== doc))}>
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {docs.length > 0 && <ContinueLink href={stepAfter('upload-documents')} />}
    </div>
  );
}
