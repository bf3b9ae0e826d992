'use client';

import type { ReactNode } from 'react';
import { type AnalyticsTutor, trackClick } from '@/lib/analytics';
import { Link } from '@/lib/i18n/navigation';

/** A link to a profile that reports the product click (spec §7) before navigating. */
export function TrackedTutorLink(props: {
  tutor: AnalyticsTutor & { username: string };
  list: string;
  position: number;
  className?: string;
  children: ReactNode;
}) {
  const { tutor, list, position, className, children } = props;
  return (
    <Link href={`/tutor/${tutor.username}`} className={className} onClick={() => trackClick(tutor, list, position)}>
      {children}
    </Link>
  );
}
