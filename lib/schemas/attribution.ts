import { z } from '@/lib/schemas/zod';

const text = (max: number) => z.string().trim().min(1).max(max);
/** Milliseconds since the epoch, when the touch was recorded (spec §9: stored with a timestamp). */
const timestamp = z.number().int().positive();

/** First-touch campaign: the UTM parameters of the first visit that carried them. */
export const attributionSourceSchema = z.strictObject({
  utm_source: text(200),
  utm_medium: text(200).optional(),
  utm_campaign: text(200).optional(),
  utm_term: text(200).optional(),
  utm_content: text(200).optional(),
  landing_path: text(2048),
  timestamp,
});

/** First-touch referral: the outside page (origin and path, no query) that sent the visitor. */
export const attributionReferrerSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2048),
  host: text(253),
  timestamp,
});

/** What a tutor request and a registration carry (read by the server from the cookies). */
export const attributionSchema = z.strictObject({
  source: attributionSourceSchema.nullable(),
  referrer: attributionReferrerSchema.nullable(),
});

export type AttributionSource = z.infer<typeof attributionSourceSchema>;
export type AttributionReferrer = z.infer<typeof attributionReferrerSchema>;
export type Attribution = z.infer<typeof attributionSchema>;
