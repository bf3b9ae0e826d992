/** Answers of the tutor calls, shared by the API and its client. Prices are euro cents. */
import type { Currency } from '@/lib/currency';
export interface Named {
  id: number;
  name: string;
  slug: string;
}

export interface TutorCard {
  id: number;
  username: string;
  full_name: string;
  gender: 'MALE' | 'FEMALE';
  avatar_url: string | null;
  stars: number;
  reviews_count: number;
  classes_count: number;
  experience_years: number;
  teaching_price: number;
  /** Euros with thousands commas, e.g. "1,250.50" (spec §3). */
  teaching_price_formatted: string;
  teaches_online: boolean;
  teaches_offline: boolean;
  is_new: boolean;
  city: Named | null;
  courses: (Named & { course_group_id: number })[];
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface TutorListAnswer {
  tutors: TutorCard[];
  pagination: Pagination;
}

export interface PriceNumbers {
  count: number;
  min: number;
  median: number;
  max: number;
  currency: Currency;
}

export interface PriceBucket {
  from: number;
  to: number;
  count: number;
}

export interface PricePage {
  buckets: PriceBucket[];
  cheapest_good: TutorCard[];
}

export interface LinkParameters {
  course: (Named & { course_group_id: number }) | null;
  course_group: Named | null;
  city: (Named & { province_id: number }) | null;
  province: Named | null;
  type: 'online' | 'offline' | null;
  /** Canonical path slugs, e.g. "high-school-math/tehran". */
  path: string;
}

export interface TutorReview {
  id: number;
  author_name: string;
  stars: number;
  body: string;
  created_at: string;
  /** A class survey's aspects (1–5 each); null for older reviews. */
  aspects: Record<string, number> | null;
  /** The tutor's one answer, if given. */
  answer: string | null;
}

export interface TutorProfile extends TutorCard {
  bio: string;
  intro_video_url: string | null;
  /** The tutor has an account to read messages: only then does the profile offer "Message the tutor" (issue 32). */
  accepts_messages: boolean;
  reviews: TutorReview[];
  /** Each survey aspect's average over the tutor's shown class reviews; null before the first. */
  aspect_averages: Record<string, number> | null;
}

export interface SearchSuggestions {
  courses: (Named & { course_group_id: number; group_name: string })[];
  course_groups: Named[];
  cities: (Named & { province_id: number })[];
  tutors: { id: number; username: string; full_name: string }[];
}

export interface TutorCourses {
  tutor_id: number;
  courses: (Named & { course_group: Named })[];
}
