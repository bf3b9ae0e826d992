import type { Currency } from '@/lib/currency';

/** One lesson a tutor was paid for: its price, the commission taken and why, what they earned. */
export interface EarnedLessonView {
  session_id: number;
  class_id: number;
  starts_at: string;
  /** Who learned (their name as they gave it). */
  student: string | null;
  course: string | null;
  gross_cents: number;
  commission_cents: number;
  /** The commission's rate for this lesson (it falls with the hours taught: docs/decisions.md). */
  percent: number;
  net_cents: number;
  paid_at: string;
}

/** The tutor's earnings page (issue 31). */
export interface EarningsView {
  currency: Currency;
  /** Earned and not yet paid out. */
  available_cents: number;
  /** Lessons held but not yet confirmed (before the dispute window closes), at their price. */
  pending_cents: number;
  pending_lessons: number;
  this_month_cents: number;
  last_month_cents: number;
  /** The hours already paid, and the rate the next lesson pays. */
  taught_hours: number;
  next_percent: number;
  /** The last 12 months, oldest first, in the tutor's zone (`YYYY-MM`). */
  months: { month: string; net_cents: number }[];
  /** The latest lessons, newest first. */
  lessons: EarnedLessonView[];
}
