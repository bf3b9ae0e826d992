'use client';

import { useTranslations } from 'next-intl';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type AnalyticsTutor, trackClick, trackImpressions } from '@/lib/analytics';
import { useRouter } from '@/lib/i18n/router';
import { useCompare } from './use-compare';

/**
 * One client island for a whole grid of server-rendered cards: impressions, profile clicks,
 * request clicks and compare toggles by event delegation. A React component per card button
 * tripled the home page's main-thread time on phones.
 */
export function GridInteractions({
  tutors,
  list,
  firstPosition,
  children,
}: {
  tutors: AnalyticsTutor[];
  list: string;
  firstPosition: number;
  children: ReactNode;
}) {
  const t = useTranslations('TutorCard');
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const ids = useCompare((s) => s.ids);
  const toggle = useCompare((s) => s.toggle);
  const [full, setFull] = useState(false);
  const key = `${list}:${firstPosition}:${tutors.map((x) => x.id).join(',')}`;

  useEffect(() => {
    trackImpressions(tutors, list, firstPosition);
    // The key captures everything the push depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    root.current?.querySelectorAll<HTMLButtonElement>('button[data-compare]').forEach((button) => {
      button.setAttribute('aria-pressed', String(ids.includes(Number(button.dataset.compare))));
      button.disabled = false;
    });
  }, [ids, key]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const compare = target.closest<HTMLButtonElement>('button[data-compare]');
    if (compare) return setFull(!toggle(Number(compare.dataset.compare)));
    const link = target.closest<HTMLAnchorElement>('a[data-tutor-id]');
    if (!link) return;
    const index = tutors.findIndex((x) => x.id === Number(link.dataset.tutorId));
    if (index < 0) return;
    // A request link submits nothing: teacherListTeacherRequestSubmit is sent by the submit (spec §7).
    if (link.dataset.request === undefined) trackClick(tutors[index]!, list, firstPosition + index);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(link.getAttribute('data-href') ?? '/');
  };

  return (
    // Clicks are handled for the links and buttons inside; the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={root} onClick={onClick}>
      {children}
      {full && (
        <p role="status" className="mt-3 text-sm text-muted">
          {t('compare_full')}
        </p>
      )}
    </div>
  );
}
