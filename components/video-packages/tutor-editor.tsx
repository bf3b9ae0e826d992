'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { type FinishedUpload, Uploader } from '@/components/uploads/uploader';
import { loadApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api/api-error';
import { videoPackageApi } from '@/lib/api/video-packages';
import { formatPrice, parseFormattedNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/router';
import type { TutorPackageView } from '@/lib/schemas/video-packages';
import { posterFrame, uploadPoster } from './poster-frame';
import { useHydrated } from '@/lib/use-hydrated';

type Course = { id: number; name: string };
type Problems = { message: string | null; fields: Record<string, string> };

const noProblems: Problems = { message: null, fields: {} };

/** A refusal's words: the server's message and its field messages, in the user's language. */
function problemsOf(failure: unknown): Problems {
  if (!(failure instanceof ApiError)) throw failure;
  const errors = (failure.body as { errors?: { field?: string; message: string }[] } | undefined)?.errors ?? [];
  return { message: failure.message, fields: Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field!, e.message])) };
}

function FieldError({ text }: { text?: string }) {
  return text ? <span className="text-sm text-red-700">{text}</span> : null;
}

const inputClass = 'min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2';

/** A package's details: title, description, course, price in euros and, once it has videos, on sale. */
function PackageForm({ pkg, courses, onSaved }: { pkg?: TutorPackageView; courses: Course[]; onSaved: (saved: TutorPackageView) => void }) {
  const t = useTranslations('VideoPackages');
  const [problems, setProblems] = useState(noProblems);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const prefix = `package-${pkg?.id ?? 'new'}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      title: String(data.get('title') ?? ''),
      description: String(data.get('description') ?? ''),
      course_id: Number(data.get('course_id')),
      price_cents: Math.round(parseFormattedNumber(String(data.get('price') ?? '')) * 100) || 0,
      published: data.get('published') === 'on',
    };
    setBusy(true);
    try {
      const saved = pkg ? await videoPackageApi.update(loadApiClient, pkg.id, body) : await videoPackageApi.create(loadApiClient, body);
      setProblems(noProblems);
      onSaved(saved);
    } catch (failure) {
      setProblems(problemsOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate data-testid={`${prefix}-form`}>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('field_title')}</span>
        <input name="title" defaultValue={pkg?.title} className={inputClass} dir="auto" />
        <FieldError text={problems.fields.title} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('field_description')}</span>
        <textarea name="description" defaultValue={pkg?.description} rows={4} className={inputClass} dir="auto" />
        <FieldError text={problems.fields.description} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('field_course')}</span>
        <select name="course_id" defaultValue={pkg?.course_id ?? courses[0]?.id} className={inputClass}>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </select>
        <FieldError text={problems.fields.course_id} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('field_price')}</span>
        <input name="price" inputMode="decimal" defaultValue={pkg ? String(pkg.price_cents / 100) : ''} className={inputClass} dir="ltr" />
        <FieldError text={problems.fields.price_cents} />
      </label>
      {pkg && (
        <label className="flex items-center gap-2">
          <input type="checkbox" name="published" defaultChecked={pkg.published} className="size-5" />
          <span>{t('field_published')}</span>
        </label>
      )}
      {problems.message && (
        <p role="alert" className="text-red-700">
          {problems.message}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || !hydrated}
        className="min-h-11 self-start rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('save')}
      </button>
    </form>
  );
}

/** A video added at the end of the package: its title, the file through tus, its poster frame, preview or not. */
function SessionAdder({ packageId, onAdded }: { packageId: number; onAdded: (saved: TutorPackageView) => void }) {
  const t = useTranslations('VideoPackages');
  const [video, setVideo] = useState<FinishedUpload | null>(null);
  const [poster, setPoster] = useState<string | null>(null);
  const [problems, setProblems] = useState(noProblems);
  const [busy, setBusy] = useState(false);
  const frame = useRef<Promise<Blob | null> | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    try {
      const saved = await videoPackageApi.addSession(loadApiClient, packageId, {
        title: String(data.get('title') ?? ''),
        video_upload_id: video?.id ?? '',
        is_preview: data.get('is_preview') === 'on',
        ...(poster ? { poster_upload_id: poster } : {}),
      });
      setProblems(noProblems);
      setVideo(null);
      setPoster(null);
      form.reset();
      onAdded(saved);
    } catch (failure) {
      setProblems(problemsOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-gray-50 p-3" noValidate>
      <h3 className="font-bold">{t('add_video')}</h3>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('video_title')}</span>
        <input name="title" className={inputClass} dir="auto" />
        <FieldError text={problems.fields.title} />
      </label>
      <Uploader
        purpose="course_video"
        label={t('video_file')}
        prepare={async (file) => {
          frame.current = posterFrame(file);
          return file;
        }}
        onUploaded={async (file) => {
          setVideo(file);
          const blob = await frame.current;
          if (blob) setPoster(await uploadPoster(blob));
        }}
      />
      <FieldError text={problems.fields.video_upload_id} />
      {poster && <p className="text-sm text-muted">{t('poster_made')}</p>}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="is_preview" className="size-5" />
        <span>{t('is_preview')}</span>
      </label>
      {problems.message && (
        <p role="alert" className="text-red-700">
          {problems.message}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || !video}
        className="min-h-11 self-start rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? t('adding') : t('add')}
      </button>
    </form>
  );
}

/** The tutor's packages at /dashboard/video-packages: make one, edit it, add its videos, put it on sale. */
export function TutorPackageEditor({ packages, courses }: { packages: TutorPackageView[]; courses: Course[] }) {
  const t = useTranslations('VideoPackages');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const saved = () => router.refresh();
  return (
    <div className="flex flex-col gap-6">
      <details className="rounded-xl border border-gray-200 p-4">
        <summary className="cursor-pointer font-bold">{t('new_package')}</summary>
        <div className="mt-3">
          <PackageForm courses={courses} onSaved={saved} />
        </div>
      </details>
      <ul className="flex flex-col gap-4" data-testid="tutor-packages-editor">
        {packages.map((pkg) => (
          <li key={pkg.id} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4">
            <h2 className="text-lg font-bold" dir="auto">
              {pkg.title}
            </h2>
            <p className="text-sm text-muted">
              {pkg.published ? t('on_sale') : t('draft')} · {formatPrice(pkg.price_cents, locale)} · {t('owners', { count: pkg.owners })}
              {pkg.published && (
                <>
                  {' · '}
                  <Link href={`/tutor-package/${pkg.id}`} className="text-brand-700 underline underline-offset-4">
                    {t('view_page')}
                  </Link>
                </>
              )}
            </p>
            <ol className="flex flex-col gap-1">
              {pkg.sessions.map((session) => (
                <li key={session.id} className="flex items-center gap-2">
                  {session.poster_url && (
                    // eslint-disable-next-line @next/next/no-img-element -- a small poster from the upload store, not an optimisable public image
                    <img src={session.poster_url} alt="" width={64} height={36} className="rounded" />
                  )}
                  <span dir="auto">{session.title}</span>
                  <span className="text-sm text-muted">
                    {t('minutes', { minutes: Math.max(1, Math.round(session.duration_seconds / 60)) })}
                    {session.is_preview && ` · ${t('preview')}`}
                  </span>
                </li>
              ))}
            </ol>
            <SessionAdder packageId={pkg.id} onAdded={saved} />
            <details>
              <summary className="cursor-pointer text-brand-700">{t('edit_package')}</summary>
              <div className="mt-3">
                <PackageForm pkg={pkg} courses={courses} onSaved={saved} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
