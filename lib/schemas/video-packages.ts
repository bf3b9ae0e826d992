import { z } from '@/lib/schemas/zod';
import { MAX_RECORD_ID, recordId } from './ids';
import { rule } from './error-map';
import { storableText } from './text';
import { uploadIdField } from './tutor-applications';

/**
 * Tutor video packages (issue 33): a tutor's recorded course of ordered video sessions, bought
 * through an invoice and streamed to its owners. docs/decisions.md "Tutor video packages".
 */

/** The invoice purpose that buys a package (its subject is the package id). */
export const VIDEO_PACKAGE_PURCHASE = 'video_package';

/** How long a signed streaming address works. */
export const STREAM_URL_LIFETIME_SECONDS = 10 * 60;

/** A session counts as watched once the player reached this share of it. */
export const WATCHED_SHARE = 0.9;

export const PACKAGE_PRICE_LIMITS = { minCents: 100, maxCents: 100_000 } as const;

export const packageParam = z.strictObject({ id: recordId });
export const sessionParam = z.strictObject({ id: recordId, sessionId: recordId });
export const streamParam = z.strictObject({ sessionId: recordId });

export const progressBody = z.strictObject({
  position_seconds: z
    .int()
    .min(0)
    .max(24 * 60 * 60),
  /** The player reached the end (or WATCHED_SHARE of it). */
  ended: z.boolean().default(false),
});

const text = (min: number, max: number) => z.string().trim().min(min).max(max).refine(storableText, rule('no_control_characters'));

export const packageBody = z.strictObject({
  title: text(3, 120),
  description: text(10, 4000),
  course_id: z.int().min(1).max(MAX_RECORD_ID),
  price_cents: z.int().min(PACKAGE_PRICE_LIMITS.minCents).max(PACKAGE_PRICE_LIMITS.maxCents),
  published: z.boolean().default(false),
});
export type PackageInput = z.output<typeof packageBody>;

export const sessionBody = z.strictObject({
  title: text(3, 120),
  video_upload_id: uploadIdField,
  /** A frame captured in the browser from the video (docs/decisions.md). */
  poster_upload_id: uploadIdField.optional(),
  is_preview: z.boolean().default(false),
});
export type SessionInput = z.output<typeof sessionBody>;

export const packageSearchQuerySchema = z.strictObject({ q: z.string().trim().max(80).refine(storableText, rule('no_control_characters')).optional() });

export interface PackageSummary {
  id: number;
  title: string;
  description: string;
  price_cents: number;
  course: string;
  tutor: { id: number; username: string; full_name: string };
  sessions_count: number;
  duration_seconds: number;
  /** Public page (locale-free). */
  path: string;
}

export interface PackageSessionView {
  id: number;
  position: number;
  title: string;
  is_preview: boolean;
  duration_seconds: number;
  poster_url: string | null;
  /** The caller's progress, when signed in and they watched some. */
  position_seconds: number;
  watched: boolean;
}

export interface PackageDetail extends PackageSummary {
  sessions: PackageSessionView[];
  owned: boolean;
  watched_count: number;
}

export interface StreamGrant {
  url: string;
  expires_at: string;
  position_seconds: number;
  watched: boolean;
  duration_seconds: number;
}

export interface TutorPackageView {
  id: number;
  title: string;
  description: string;
  course_id: number;
  price_cents: number;
  published: boolean;
  owners: number;
  sessions: { id: number; position: number; title: string; is_preview: boolean; duration_seconds: number; poster_url: string | null }[];
}
