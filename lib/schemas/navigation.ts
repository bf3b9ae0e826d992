import { z } from 'zod';

export const allCoursesQuery = z.strictObject({
  course_group_id: z.coerce.number().int().positive().max(2_147_483_647),
});
