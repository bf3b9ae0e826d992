import { NextResponse } from 'next/server';
import { api } from '@/server/app/api';

const PROFILE_PATH = /^(\/en-US|\/fa)?\/tutor\/([a-z0-9-]{1,80})\/?$/;

/**
 * A renamed tutor's old profile URL answers HTTP 301 (spec §4). A page can only answer 307/308,
 * so the proxy asks the profile call (in-process, cached) and redirects itself.
 */
export async function renamedProfileRedirect(url: URL): Promise<NextResponse | null> {
  const match = PROFILE_PATH.exec(url.pathname);
  if (!match) return null;
  const answer = await api.fetch(new Request(`http://in-process.local/api/www/v2/tutor/profile/${match[2]}`));
  if (answer.status !== 301) return null;
  const body = (await answer.json()) as { errors?: { new_username?: string } };
  const next = body.errors?.new_username;
  if (!next) return null;
  const target = new URL(url);
  target.pathname = `${match[1] ?? ''}/tutor/${next}`;
  return NextResponse.redirect(target, 301);
}
