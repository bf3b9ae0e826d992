import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, call, createDatabase, dropDatabase, REDIS_URL, startServer, stopServer, waitUntilReady } from './servers';

/**
 * Live messages across servers (issue 32): a student on server A and a tutor on server B, each with
 * an open Server-Sent Events stream, write 200 messages each way at once. Every message reaches
 * both streams exactly once, in id order, each within a second of being sent (docs/decisions.md
 * "Conversations: live delivery").
 */
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `conv_cluster_${run}`;
const EACH_WAY = 200;
// One at a time from each side (both sides at once): the thread's row lock serializes writes, and a deeper queue would time waiting for it, not delivery.
const IN_FLIGHT = 1;
let databaseUrl: string;
let a: AppServer;
let b: AppServer;

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function signIn(server: AppServer, mobile: string): Promise<string> {
  const login = await call(server, '/auth/v1/login-by-password', { method: 'POST', body: { mobile, password: 'tutorly-demo' } });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

interface Received {
  id: number;
  body: string;
  at: number;
}

/** A stream reader: every message event, when it arrived. */
function listen(server: AppServer, id: number, token: string, after: number) {
  const received: Received[] = [];
  const controller = new AbortController();
  const done = (async () => {
    const answer = await fetch(`${server.url}/api/www/v1/conversations/${id}/stream?after=${after}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = answer.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block);
        if (data && /^event: message$/m.test(block)) {
          const message = JSON.parse(data[1]!) as { id: number; body: string };
          received.push({ id: message.id, body: message.body, at: Date.now() });
        }
      }
    }
  })().catch((error: unknown) => {
    if ((error as Error).name !== 'AbortError') throw error;
  });
  return { received, stop: () => controller.abort(), done };
}

/** Sends `count` messages through `server`, a few at a time; when each was sent, by its text. */
async function sendMany(server: AppServer, id: number, token: string, prefix: string, count: number) {
  const sentAt = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const body = `${prefix}-${next++}`;
      sentAt.set(body, Date.now());
      const answer = await call(server, `/www/v1/conversations/${id}/messages`, { method: 'POST', token, body: { message: body } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return sentAt;
}

beforeAll(async () => {
  databaseUrl = await createDatabase(databaseName);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: `conv-cluster-${run}:`,
    DATABASE_POOL_MAX: '6',
    CONVERSATION_MESSAGES_PER_MINUTE: '100000',
  };
  a = await startServer(env);
  await waitUntilReady(a);
  const seeded = spawnSync('node', ['--import', 'tsx', 'server/db/setup.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_TUTORS: '4' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  b = await startServer(env);
  await waitUntilReady(b);
}, 240_000);

afterAll(async () => {
  await Promise.all([a && stopServer(a), b && stopServer(b)]);
  await dropDatabase(databaseName);
}, 60_000);

describe('conversations across two servers behind one Redis', () => {
  it(`${EACH_WAY} messages each way: each delivered once, in order, within a second, on both servers' streams`, async () => {
    const [tutor] = await query<{ username: string }>(`select t.username from tutors t join users u on u.id = t.user_id where u.mobile = '+989350000002'`);
    const student = await signIn(a, '+989350000001');
    const teacher = await signIn(b, '+989350000002');
    const opened = await call(a, '/www/v1/conversations', { method: 'POST', token: student, body: { tutor: tutor!.username, message: 'Hello from server A' } });
    expect(opened.status).toBe(201);
    const id = opened.body.data.id as number;
    // A few messages each way first, so the servers' first requests (code loading, Redis subscribing) are not timed.
    await sendMany(a, id, student, 'warm-student', 3);
    await sendMany(b, id, teacher, 'warm-tutor', 3);
    const [{ first }] = await query<{ first: number }>('select max(id)::int as first from conversation_messages where conversation_id = $1', [id]);
    const studentStream = listen(a, id, student, first);
    const tutorStream = listen(b, id, teacher, first);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const [fromStudent, fromTutor] = await Promise.all([sendMany(a, id, student, 'student', EACH_WAY), sendMany(b, id, teacher, 'tutor', EACH_WAY)]);
    const expected = (await query<{ id: number }>('select id from conversation_messages where conversation_id = $1 and id > $2 order by id', [id, first])).map(
      (r) => r.id,
    );
    expect(expected).toHaveLength(2 * EACH_WAY);
    const deadline = Date.now() + 5_000;
    while ((studentStream.received.length < expected.length || tutorStream.received.length < expected.length) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    studentStream.stop();
    tutorStream.stop();
    await Promise.all([studentStream.done, tutorStream.done]);

    for (const [stream, othersSent] of [
      [studentStream, fromTutor],
      [tutorStream, fromStudent],
    ] as const) {
      // Once each and in order: exactly the thread's ids, ascending.
      expect(stream.received.map((r) => r.id)).toEqual(expected);
      // Each of the other side's messages within a second of its send beginning.
      const late = stream.received
        .filter((r) => othersSent.has(r.body))
        .map((r) => ({ body: r.body, ms: r.at - othersSent.get(r.body)! }))
        .filter((r) => r.ms > 1_000);
      expect(late).toEqual([]);
    }
  }, 180_000);
});
