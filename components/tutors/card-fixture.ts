import type { TutorCard } from '@/lib/schemas/tutor-answers';

/** A tutor as a list card shows them, for the tutors' component tests. */
export const sampleTutorCard: TutorCard = {
  id: 12,
  username: 'sara-ahmadi-12',
  full_name: 'سارا احمدی',
  gender: 'FEMALE',
  avatar_url: null,
  stars: 4.8,
  reviews_count: 120,
  classes_count: 300,
  experience_years: 6,
  teaching_price: 2550,
  teaching_price_formatted: '25.50',
  teaches_online: true,
  teaches_offline: true,
  is_new: false,
  city: { id: 1, name: 'تهران', slug: 'tehran' },
  courses: [{ id: 3, name: 'ریاضی', slug: 'math', course_group_id: 1 }],
};
