'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { videoPackageApi } from '@/lib/api/video-packages';
import type { StreamGrant } from '@/lib/schemas/video-packages';

const SAVE_EVERY_MS = 5_000;

/**
 * A package session's player (issue 33): it asks for a short-lived signed address (a buyer's, or
 * anyone's for the free preview), streams it with range requests, starts where the person stopped
 * (on any device) and saves where they are every few seconds, on pause, seek, end and leaving.
 * An address that expired while watching is asked for again, at the same second.
 */
export function VideoPlayer({ sessionId, title, preview, poster }: { sessionId: number; title: string; preview: boolean; poster?: string | null }) {
  const t = useTranslations('VideoPackages');
  const video = useRef<HTMLVideoElement>(null);
  const [grant, setGrant] = useState<StreamGrant | null>(null);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(0);
  const lastSaved = useRef(-1);
  const retried = useRef(false);

  useEffect(() => {
    let live = true;
    videoPackageApi
      .streamUrl(loadApiClient, sessionId, preview)
      .then((answer) => {
        if (!live) return;
        resumeAt.current = answer.position_seconds;
        setGrant(answer);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [sessionId, preview]);

  const save = useCallback(
    (ended = false) => {
      const element = video.current;
      if (preview || !element || !grant) return;
      const second = Math.floor(element.currentTime);
      if (!ended && second === lastSaved.current) return;
      lastSaved.current = second;
      void videoPackageApi.saveProgress(loadApiClient, sessionId, { position_seconds: second, ended }).catch(() => undefined);
    },
    [grant, preview, sessionId],
  );

  useEffect(() => {
    if (!grant || preview) return;
    const timer = window.setInterval(() => {
      if (video.current && !video.current.paused) save();
    }, SAVE_EVERY_MS);
    const leave = () => save();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', leave);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', leave);
      save();
    };
  }, [grant, preview, save]);

  const onLoaded = () => {
    const element = video.current;
    if (!element) return;
    const at = resumeAt.current;
    if (at > 0 && (!Number.isFinite(element.duration) || at < element.duration - 1)) element.currentTime = at;
  };

  const onError = () => {
    // The signed address lives a few minutes: ask once for a fresh one and carry on from here.
    if (retried.current) return setFailed(true);
    retried.current = true;
    resumeAt.current = Math.floor(video.current?.currentTime ?? resumeAt.current);
    videoPackageApi
      .streamUrl(loadApiClient, sessionId, preview)
      .then(setGrant)
      .catch(() => setFailed(true));
  };

  if (failed) return <p className="rounded-lg bg-red-50 p-3 text-red-800">{t('player_error')}</p>;
  if (!grant) return <p className="aspect-video w-full rounded-xl bg-gray-100 p-4">{t('player_loading')}</p>;
  return (
    <video
      ref={video}
      key={grant.url}
      src={grant.url}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={t('player_label', { title })}
      data-testid="package-player"
      data-resume={resumeAt.current}
      className="aspect-video w-full rounded-xl bg-black"
      onLoadedMetadata={onLoaded}
      onPause={() => save()}
      onSeeked={() => save()}
      onEnded={() => save(true)}
      onError={onError}
    />
  );
}
