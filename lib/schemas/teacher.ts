import { z } from '@/lib/schemas/zod';
import { timeZoneField } from './account';
import { rule } from './error-map';
import { optionalWholeNumberField, wholeNumberField } from './numbers';
import { storableText } from './text';
import { availabilitySlot, priceEurField, uploadIdField } from './tutor-applications';

/** The teacher dashboard's first screen: the tutor profile this account teaches as. */
export interface TeacherOverview {
  profile: {
    tutor_id: number;
    username: string;
    full_name: string;
    is_active: boolean;
    price_cents: number;
    stars: number;
    reviews_count: number;
    classes_count: number;
    teaches_online: boolean;
    teaches_offline: boolean;
  } | null;
  /** Weekly hours in the tutor's own zone (ISO weekday 1 = Monday, minutes from midnight). */
  availability: { weekday: number; start_minute: number; end_minute: number; time_zone: string }[];
}

/** What a tutor may change of their public profile from the dashboard (issue 19). */
export const teacherProfileBody = z
  .strictObject({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/.test(value), rule('username')),
    price_eur: priceEurField,
    bio: z.string().trim().min(50).max(2000).refine(storableText, rule('no_control_characters')),
    teaches_online: z.boolean(),
    teaches_offline: z.boolean(),
    city_id: optionalWholeNumberField(1, 2_147_483_647),
    course_ids: z.array(wholeNumberField(1, 2_147_483_647)).min(1).max(15),
    time_zone: timeZoneField,
    availability: z.array(availabilitySlot).min(1).max(40),
    avatar_upload_id: uploadIdField.optional(),
    video_upload_id: uploadIdField.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.teaches_online && !body.teaches_offline) ctx.addIssue({ code: 'custom', path: ['teaches_online'], params: { rule: 'teaching_mode' } });
    if (body.teaches_offline && !body.city_id) ctx.addIssue({ code: 'custom', path: ['city_id'], params: { rule: 'offline_city' } });
  });
export type TeacherProfileBody = z.input<typeof teacherProfileBody>;

/** The profile's editable values as the form starts with them. */
export interface TeacherProfileForm {
  username: string;
  price_eur: number;
  bio: string;
  teaches_online: boolean;
  teaches_offline: boolean;
  city_id: number | null;
  course_ids: number[];
  time_zone: string;
  availability: { weekday: number; start_minute: number; end_minute: number }[];
  avatar_url: string | null;
  intro_video_url: string | null;
  /** A new photo or video waiting for the operator's review (the profile shows the ones above meanwhile). */
  media_in_review: boolean;
}
