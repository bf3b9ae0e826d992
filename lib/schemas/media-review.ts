import { z } from '@/lib/schemas/zod';
import { rule } from './error-map';
import { recordId } from './ids';
import { queryIntOr } from './query-values';
import { storableText } from './text';
import type { ListPage } from './list-page';

const reasonText = z.string().trim().min(3).max(500).refine(storableText, rule('no_control_characters'));

/**
 * A live tutor's changed photo or intro video waits for an operator (issue 29): the public profile
 * keeps the old one until the new one is approved.
 */
export interface MediaToReview {
  tutor_id: number;
  username: string;
  full_name: string;
  submitted_at: string;
  /** What the profile shows now (null: nothing yet). */
  current: { avatar_url: string | null; intro_video_url: string | null };
  /** What waits (the reviewers' own addresses; null: unchanged). */
  pending: { avatar_url: string | null; intro_video_url: string | null };
}

/** One page of the queue, oldest change first (`GET /www/v1/operator/media-review?page=`). */
export interface MediaReviewPage extends ListPage {
  tutors: MediaToReview[];
}

/** How many tutors' changes a page of the queue holds (each card carries a photo, a video and a form). */
export const MEDIA_PAGE_SIZE = 20;
export const mediaReviewQuerySchema = z.strictObject({ page: queryIntOr(1, 1000, 1) });

export const mediaTutorParam = z.strictObject({ tutorId: recordId });

export const mediaDecisionBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: reasonText }),
]);
export type MediaDecision = z.output<typeof mediaDecisionBody>;

export const MEDIA_DECISIONS = ['approve', 'reject'] as const;

/** The console's form: the reason is asked for when rejecting. */
export const mediaDecisionForm = z.strictObject({ decision: z.enum(MEDIA_DECISIONS), reason: z.string().trim().max(500) }).superRefine((body, ctx) => {
  if (body.decision === 'reject' && body.reason.length < 3)
    ctx.addIssue({ code: 'too_small', minimum: 3, origin: 'string', inclusive: true, path: ['reason'], input: body.reason });
});
