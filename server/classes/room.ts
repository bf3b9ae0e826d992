import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { serverConfig } from '@/server/config';
import { DomainError } from '@/server/shared/domain-error';
import { now as clockNow } from '@/server/shared/clock';
import type { ClassRow, SessionRow } from './index';
import { roomOpen } from './rules';
import { type Party, sessionForParty } from './sessions';

/**
 * The lesson room (docs/decisions.md "Classes (issue 30)"): a Jitsi Meet room on LESSON_ROOM_BASE_URL
 * named by the class's unguessable room key and the session, served only to the class's two
 * parties and only while it is open (10 minutes before the start until the end). Where the
 * deployment signs room tokens (LESSON_ROOM_JWT_SECRET), the link carries a short JWT for that
 * room only (HS256, Jitsi's token format), so the name alone lets nobody in.
 */
export function roomName(cls: Pick<ClassRow, 'roomKey'>, session: Pick<SessionRow, 'id'>): string {
  return `tutorly-${cls.roomKey}-${session.id}`;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function roomToken(room: string, displayName: string, expiresAt: Date, secret: string, appId: string, base: string): string {
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  const payload = b64({
    aud: 'jitsi',
    iss: appId,
    sub: new URL(base).host,
    room,
    exp: Math.floor(expiresAt.getTime() / 1000),
    context: { user: { name: displayName } },
  });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function roomUrl(cls: Pick<ClassRow, 'roomKey'>, session: Pick<SessionRow, 'id' | 'endsAt'>, displayName: string): string {
  const { baseUrl, jwtSecret, jwtAppId } = serverConfig().lessonRoom;
  const room = roomName(cls, session);
  const url = `${baseUrl}/${room}`;
  return jwtSecret ? `${url}?jwt=${roomToken(room, displayName, session.endsAt, jwtSecret, jwtAppId, baseUrl)}` : url;
}

/** The name the room shows for the person joining: their account's name (every account is asked one), else their part. */
async function displayNameOf(db: Db, userId: number, party: Party): Promise<string> {
  const [user] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return user?.name?.trim() || party;
}

/** The room for a party of the session while it is open (else 409 class_room_closed); in person: the address. */
export async function joinSession(db: Db, userId: number, sessionId: number, now = clockNow()) {
  const { session, cls, party } = await sessionForParty(db, userId, sessionId);
  if (!roomOpen({ state: session.state, startsAt: session.startsAt, endsAt: session.endsAt }, now)) throw new DomainError('conflict', 'class_room_closed');
  if (cls.teachingMode === 'in_person') return { mode: 'in_person' as const, url: null, address: cls.address ?? null };
  return { mode: 'online' as const, url: roomUrl(cls, session, await displayNameOf(db, userId, party)), address: null };
}
