import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { MEDIA_PAGE_SIZE, type MediaDecision, type MediaReviewPage } from '@/lib/schemas/media-review';
import { SITE_URL } from '@/lib/seo.server';
import type { Db } from '@/server/db/client';
import { readPage } from '@/server/db/pages';
import { tutors, uploads } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { DomainError } from '@/server/shared/domain-error';
import { tutorsChanged } from '@/server/tutors';
import { publicFileUrl } from '@/server/uploads/ownership';

/**
 * A live tutor's new photo or intro video is held for review (docs/decisions.md, issue 29): the
 * dashboard stores it as pending, the public profile keeps the approved one, and an operator
 * approves (it goes public) or rejects it with a reason (the tutor is told; the old one stays).
 */

/** Reviewers open a pending file at their own address; the public address serves only approved media. */
export const mediaReviewFileUrl = (uploadId: string) => `/api/file/v1/media-review-files/${encodeURIComponent(uploadId)}`;

const uploadIdOfUrl = (url: string | null) => (url ? decodeURIComponent(url.split('/').pop() ?? '') : null);
const reviewUrl = (url: string | null) => {
  const id = uploadIdOfUrl(url);
  return id ? mediaReviewFileUrl(id) : null;
};

/** The tutors whose changed media waits, oldest first, a page at a time. */
export async function mediaToReview(db: Db, page = 1): Promise<MediaReviewPage> {
  const { rows, has_more } = await readPage(page, MEDIA_PAGE_SIZE, (limit, offset) =>
    db.select().from(tutors).where(isNotNull(tutors.mediaSubmittedAt)).orderBy(asc(tutors.mediaSubmittedAt), asc(tutors.id)).limit(limit).offset(offset),
  );
  const queue = rows.map((row) => ({
    tutor_id: row.id,
    username: row.username,
    full_name: row.fullName,
    submitted_at: row.mediaSubmittedAt!.toISOString(),
    current: { avatar_url: row.avatarUrl, intro_video_url: row.introVideoUrl },
    pending: { avatar_url: reviewUrl(row.pendingAvatarUrl), intro_video_url: reviewUrl(row.pendingIntroVideoUrl) },
  }));
  return { tutors: queue, page, has_more };
}

/** Approve: the pending files become the profile's; reject: they are dropped. Either way the tutor is told. */
export async function decideMedia(db: Db, tutorId: number, decision: MediaDecision): Promise<{ tutor_id: number; decision: MediaDecision['decision'] }> {
  const [tutor] = await db.select().from(tutors).where(eq(tutors.id, tutorId));
  if (!tutor) throw new DomainError('not_found', 'tutor_not_found');
  if (!tutor.mediaSubmittedAt) throw new DomainError('conflict', 'media_not_pending');
  const cleared = { pendingAvatarUrl: null, pendingIntroVideoUrl: null, mediaSubmittedAt: null };
  const approved =
    decision.decision === 'approve'
      ? { avatarUrl: tutor.pendingAvatarUrl ?? tutor.avatarUrl, introVideoUrl: tutor.pendingIntroVideoUrl ?? tutor.introVideoUrl }
      : {};
  // Compare-and-set on the submission time: a tutor's newer change is never approved unseen.
  const [done] = await db
    .update(tutors)
    .set({ ...cleared, ...approved })
    .where(and(eq(tutors.id, tutorId), eq(tutors.mediaSubmittedAt, tutor.mediaSubmittedAt)))
    .returning({ id: tutors.id });
  if (!done) throw new DomainError('conflict', 'media_changed');
  if (decision.decision === 'approve') await tutorsChanged([tutor.username], db);
  if (tutor.userId) {
    await notify(db, {
      template: decision.decision === 'approve' ? 'tutor-media-approved' : 'tutor-media-rejected',
      userId: tutor.userId,
      eventKey: `tutor-media:${tutor.id}:${tutor.mediaSubmittedAt.getTime()}:${decision.decision}`,
      params: { reason: decision.decision === 'reject' ? decision.reason : '', link: `${SITE_URL}/dashboard/profile` },
    });
  }
  return { tutor_id: tutorId, decision: decision.decision };
}

/** The finished upload that waits as some tutor's pending photo or video. */
export async function pendingMediaUpload(db: Db, uploadId: string) {
  const url = publicFileUrl(uploadId);
  const [tutor] = await db
    .select({ id: tutors.id })
    .from(tutors)
    .where(or(eq(tutors.pendingAvatarUrl, url), eq(tutors.pendingIntroVideoUrl, url)))
    .limit(1);
  if (!tutor) return undefined;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), isNotNull(uploads.finishedAt)));
  return row;
}
