import { getTranslations } from 'next-intl/server';
import { SubmitButton } from '@/components/tutor-requests/fields';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionView } from '@/lib/schemas/classes';
import { ClassActionForm } from './class-action-form';

/** Buttons that need no words from the person (the rest: a reason box, a confirmation page, a time). */
const SIMPLE: Record<string, string> = { mark_held: 'held', mark_student_absent: 'student-absent', confirm: 'confirm', report_tutor_absent: 'tutor-absent' };

/**
 * One lesson: when (in the viewer's zone and calendar), its state, and what the viewer may do now
 * (the server's list: buttons, the cancellation's confirmation page, a new time, an answer to a
 * proposal, the room while it is open). A new time and a cancellation have pages of their own.
 */
export async function SessionItem({
  session,
  locale,
  zone,
  back,
  classId,
  online,
  extra,
  anchor,
}: {
  session: SessionView;
  locale: Locale;
  zone: string;
  back: string;
  classId: number;
  /** An online class: the join button (in person: the class page shows the address). */
  online: boolean;
  extra?: React.ReactNode;
  /** The item's own id (the week view links to it). */
  anchor?: string;
}) {
  const t = await getTranslations('Classes');
  const when = formatDateTime(session.starts_at, locale, zone);
  // A lesson's own pages (a new time, a cancellation) come back to where they were opened: the class, or the tutor's week.
  const returnTo = back === `/profile/dashboard/my-classes/${classId}` ? '' : `?back=${encodeURIComponent(back)}`;
  return (
    <li
      id={anchor}
      className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4"
      data-testid="class-session"
      data-session-id={session.id}
      data-state={session.state}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <time dateTime={session.starts_at} className="font-bold" data-testid="session-when">
          {when}
        </time>
        <span className="rounded bg-brand-50 px-2 text-sm font-bold text-brand-800" data-testid="session-state">
          {session.cancel_rule && session.state === 'cancelled' ? t(`cancel_rules.${session.cancel_rule}`) : t(`states.${session.state}`)}
        </span>
      </div>
      {extra}
      {session.charged && session.state !== 'cancelled' && <p className="text-sm text-muted">{t('charged')}</p>}
      {session.decision && (
        <p className="rounded-lg bg-gray-50 p-2 text-sm" data-testid="session-decision">
          {t('decision', { outcome: session.decision.outcome, reason: session.decision.reason ?? '—' })}
        </p>
      )}
      {session.dispute_until && session.actions.includes('dispute') && (
        <p className="text-sm text-muted">{t('dispute_until', { time: formatDateTime(session.dispute_until, locale, zone) })}</p>
      )}
      {session.proposal && (
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3" data-testid="session-proposal">
          <p className="text-sm">
            {session.proposal.mine
              ? t('proposal_mine', { time: formatDateTime(session.proposal.starts_at, locale, zone) })
              : t('proposal_theirs', {
                  who: t(session.proposal.proposed_by === 'tutor' ? 'who_tutor' : 'who_student'),
                  time: formatDateTime(session.proposal.starts_at, locale, zone),
                })}
          </p>
          <div className="flex flex-wrap gap-2">
            {(session.proposal.mine ? ['withdraw'] : ['accept', 'decline']).map((answer) => (
              <ClassActionForm key={answer} locale={locale} action={answer} id={session.proposal!.id} back={back}>
                <SubmitButton variant={answer === 'accept' ? 'primary' : 'secondary'}>{t(answer as 'accept')}</SubmitButton>
              </ClassActionForm>
            ))}
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-start gap-2">
        {online && session.state === 'scheduled' && (
          <a
            href={`${getPathname({ href: `/profile/dashboard/my-classes/join/${session.id}`, locale })}?back=${encodeURIComponent(back)}`}
            className={`rounded-lg px-4 py-2 font-bold ${session.room_open ? 'bg-green-700 text-white' : 'pointer-events-none border border-gray-300 text-muted'}`}
            aria-disabled={!session.room_open}
            data-testid="join-lesson"
            title={session.room_open ? undefined : t('join_hint')}
          >
            {t('join')}
          </a>
        )}
        {session.actions
          .filter((a) => SIMPLE[a])
          .map((a) => (
            <ClassActionForm key={a} locale={locale} action={SIMPLE[a]!} id={session.id} back={back}>
              <SubmitButton variant={a === 'confirm' || a === 'mark_held' ? 'primary' : 'secondary'}>
                {t(`actions.${SIMPLE[a]!}` as 'actions.held')}
              </SubmitButton>
            </ClassActionForm>
          ))}
        {session.actions.includes('propose_reschedule') && (
          <Link
            href={`/profile/dashboard/my-classes/${classId}/reschedule/${session.id}${returnTo}`}
            className="rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800"
            data-testid="propose-open"
          >
            {t('propose')}
          </Link>
        )}
        {(session.actions.includes('cancel_by_student') || session.actions.includes('cancel_by_tutor')) && (
          <Link
            href={`/profile/dashboard/my-classes/${classId}/cancel/${session.id}${returnTo}`}
            className="rounded-lg border border-red-700 px-4 py-2 font-bold text-red-800"
            data-testid="cancel-lesson"
          >
            {t('actions.cancel')}
          </Link>
        )}
      </div>
      {session.actions.includes('dispute') && (
        <details>
          <summary className="cursor-pointer text-sm font-bold text-brand-800">{t('actions.dispute')}</summary>
          <ClassActionForm locale={locale} action="dispute" id={session.id} back={back} className="mt-2 flex flex-col gap-2">
            <label htmlFor={`dispute-${session.id}`} className="text-sm">
              {t('dispute_reason')}
            </label>
            <textarea id={`dispute-${session.id}`} name="reason" maxLength={500} rows={2} className="rounded-lg border border-gray-300 p-2" />
            <div>
              <SubmitButton variant="danger">{t('actions.dispute')}</SubmitButton>
            </div>
          </ClassActionForm>
        </details>
      )}
    </li>
  );
}
