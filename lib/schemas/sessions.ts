import { z } from '@/lib/schemas/zod';

/** The account's signed-in devices (`/auth/v1/sessions`, issue 16). */
export interface SignedInDevice {
  id: number;
  created_at: string;
  expires_at: string;
  auth_origin: string;
  user_agent: string | null;
  ip: string | null;
  /** The session making this call. */
  current: boolean;
}

export const endSessionBody = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
});

export const endOtherSessionsBody = z.strictObject({});
