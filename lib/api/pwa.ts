import type { BuildInfo } from '@/lib/schemas/pwa';
import { apiGet, type ClientSource } from './calls';

/** The deployed build's id; a background call, so a failure is never shown (the next check retries). */
export async function fetchBuildId(client: ClientSource): Promise<string> {
  const info = await apiGet<BuildInfo>(await client(), '/build-id', undefined, { silent: true });
  return info.build_id;
}
