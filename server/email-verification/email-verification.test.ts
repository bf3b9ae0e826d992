import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { Db, DbHandle } from '@/server/db/client';
import { readOutbox } from '@/server/messaging/delivery';
import { userEmails } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { setTestClock } from '@/server/shared/clock';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

/** E-mail verification through the API (issue 33): a code by e-mail, its cool-down, try limit, expiry and owner. */
let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await setupTestDb();
  db = handle.db;
}, 120_000);
afterEach(() => setTestClock(undefined));
afterAll(() => handle.close());

const START = Date.parse('2027-05-01T08:00:00Z');
let addressCounter = 0;
const freshAddress = () => `student${Date.now() % 100_000}-${(addressCounter += 1)}@example.com`;

async function student() {
  const mobile = uniqueTestMobile();
  const token = (await signInByCode(db, mobile)).token;
  return { token, userId: (await findUserByMobile(db, mobile))!.id };
}

const send = (token: string, email: string, locale = 'fa') => postApi('/www/v1/email-verification/send-code', { email }, { token, locale });
const verify = (token: string, code: string, locale = 'fa') => postApi('/www/v1/email-verification/verify', { code }, { token, locale });

async function mailTo(address: string) {
  const [message] = await readOutbox(db, address, 1);
  if (!message) throw new Error(`no mail for ${address}`);
  return { ...message, code: message.body.match(/\d{6}/)![0] };
}

async function verifiedEmailOf(userId: number) {
  const [row] = await db.select({ email: userEmails.email }).from(userEmails).where(eq(userEmails.userId, userId));
  return row?.email ?? null;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  it('sends a code by e-mail in the caller’s language, and the right code makes the address the verified one', async () => {
    setTestClock(START);
    const { token, userId } = await student();
    const address = freshAddress();
    const sent = await send(token, `  ${address.toUpperCase()} `);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ email: null, pending: { email: address, resend_in: 60 } });

    const mail = await mailTo(address);
    expect(mail).toMatchObject({ channel: 'email', recipient: address });
    expect(mail.subject).toContain('تیوترلی');
    expect(mail.html).toContain('dir="rtl"');
    // Only a hash is stored.
    const stored = await db.query.emailVerificationCodes.findFirst({ where: (row, { eq }) => eq(row.userId, userId) });
    expect(stored!.codeHash).not.toContain(mail.code);
    expect(await verifiedEmailOf(userId)).toBeNull();

    const done = await verify(
      token,
      mail.code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d))),
    );
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ email: address, pending: null });
    expect(await verifiedEmailOf(userId)).toBe(address);
    expect((await callApi('/www/v1/email-verification', { token })).body.data.email).toBe(address);

    // The code is spent.
    const again = await verify(token, mail.code);
    expect(again.status).toBe(422);
  });

  it('a changed address replaces the verified one only once its own code is confirmed', async () => {
    setTestClock(START);
    const { token, userId } = await student();
    const first = freshAddress();
    await send(token, first);
    await verify(token, (await mailTo(first)).code);
    setTestClock(START + 61_000);
    const second = freshAddress();
    expect((await send(token, second)).status).toBe(200);
    expect(await verifiedEmailOf(userId)).toBe(first);
    await verify(token, (await mailTo(second)).code);
    expect(await verifiedEmailOf(userId)).toBe(second);
  });

  it('a wrong code says how many tries are left, in Persian and in English, as a 422 on the code field', async () => {
    setTestClock(START);
    const { token } = await student();
    const address = freshAddress();
    await send(token, address);
    const { code } = await mailTo(address);
    const fa = await verify(token, wrongCodeFor(code));
    expect(fa.status).toBe(422);
    expect(fa.body.errors).toEqual([{ field: 'code', message: expect.stringContaining('کد درست نیست') }]);
    const en = await verify(token, wrongCodeFor(code), 'en-US');
    expect(en.body.errors[0].message).toBe('The code is not correct. 3 tries left.');
    expect((await verify(token, code)).status).toBe(200);
  });

  it('voids a code after five wrong tries: even the right code is then refused', async () => {
    setTestClock(START);
    const { token, userId } = await student();
    const address = freshAddress();
    await send(token, address);
    const { code } = await mailTo(address);
    for (let i = 0; i < 4; i += 1) expect((await verify(token, wrongCodeFor(code), 'en-US')).status).toBe(422);
    const fifth = await verify(token, wrongCodeFor(code), 'en-US');
    expect(fifth.body.errors[0].message).toBe('This code had too many wrong tries. Ask for a new one.');
    const right = await verify(token, code, 'en-US');
    expect(right.status).toBe(422);
    expect(right.body.errors[0].message).toBe('This code had too many wrong tries. Ask for a new one.');
    expect(await verifiedEmailOf(userId)).toBeNull();
  });

  it('refuses an expired code (the server clock ten minutes on)', async () => {
    setTestClock(START);
    const { token, userId } = await student();
    const address = freshAddress();
    await send(token, address);
    const { code } = await mailTo(address);
    setTestClock(START + 600_000);
    const late = await verify(token, code, 'en-US');
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual([{ field: 'code', message: 'This code has expired. Ask for a new one.' }]);
    expect(await verifiedEmailOf(userId)).toBeNull();
    setTestClock(START + 599_000);
    expect((await verify(token, code)).status).toBe(200);
  });

  it('resends only after a minute, at most five codes an hour, and only the newest code counts', async () => {
    setTestClock(START);
    const { token } = await student();
    const address = freshAddress();
    await send(token, address);
    const first = (await mailTo(address)).code;
    setTestClock(START + 30_000);
    const soon = await send(token, address, 'en-US');
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('30');
    expect(soon.body.message).toBe('Please wait 30 seconds before asking for a new code.');
    for (let i = 1; i < 5; i += 1) {
      setTestClock(START + i * 61_000);
      expect((await send(token, address)).status).toBe(200);
    }
    setTestClock(START + 5 * 61_000);
    const sixth = await send(token, address, 'en-US');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toContain('Too many codes were sent for this account');
    const newest = (await mailTo(address)).code;
    if (newest !== first) expect((await verify(token, first)).status).toBe(422);
    expect((await verify(token, newest)).status).toBe(200);
  });

  it("a code sent for one user never verifies another's address", async () => {
    setTestClock(START);
    const owner = await student();
    const other = await student();
    const address = freshAddress();
    await send(owner.token, address);
    const { code } = await mailTo(address);
    const stolen = await verify(other.token, code, 'en-US');
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors[0].message).toBe('No code is waiting to be confirmed. Ask for a new one.');
    // The other user with a code of their own: the owner's code is still wrong for them.
    await send(other.token, freshAddress());
    expect((await verify(other.token, code)).status).toBe(422);
    expect(await verifiedEmailOf(other.userId)).toBeNull();
    expect((await callApi('/www/v1/email-verification', { token: other.token })).body.data.email).toBeNull();
  });

  it('asks for a valid address and a session', async () => {
    const { token } = await student();
    const bad = await send(token, 'not-an-address', 'en-US');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('email');
    expect((await postApi('/www/v1/email-verification/send-code', { email: freshAddress() })).status).toBe(401);
  });
});
