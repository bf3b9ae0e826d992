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
