import { and, eq, gte, inArray, or } from 'drizzle-orm';
import { defaultLocale } from '@/lib/i18n/routing';
import { SITE_URL } from '@/lib/seo.server';
import type { Db } from '@/server/db/client';
import { classes, classSessions, tutors, users } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { openSurveyRound } from './service';

/**
 * Tells students of an open survey: classes with a lesson held (or confirmed) since `since` whose
 * invitation is unanswered get one message per round (notify's event key), with the survey's link.
 */
export async function inviteToSurveys(db: Db, since: Date): Promise<{ invited: number }> {
  const recent = await db
    .selectDistinct({ classId: classSessions.classId })
    .from(classSessions)
    .where(and(inArray(classSessions.state, ['held', 'confirmed']), or(gte(classSessions.heldAt, since), gte(classSessions.confirmedAt, since))));
  let invited = 0;
  for (const { classId } of recent) {
    const round = await openSurveyRound(db, classId);
    if (round === null) continue;
    const [row] = await db
      .select({ studentUserId: classes.studentUserId, tutorName: tutors.fullName, locale: users.locale })
      .from(classes)
      .innerJoin(tutors, eq(tutors.id, classes.tutorId))
      .innerJoin(users, eq(users.id, classes.studentUserId))
      .where(eq(classes.id, classId));
    if (!row) continue;
    const prefix = !row.locale || row.locale === defaultLocale ? '' : `/${row.locale}`;
    const results = await notify(db, {
      template: 'class-survey',
      userId: row.studentUserId,
      eventKey: `class-survey:${classId}:${round}`,
      params: { tutor: row.tutorName, link: `${SITE_URL}${prefix}/profile/dashboard/my-classes/${classId}/survey` },
    });
    if (results.some((result) => result.status === 'sent')) invited += 1;
  }
  return { invited };
}
