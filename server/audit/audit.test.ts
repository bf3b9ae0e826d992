import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '@/server/auth/roles';
import { findUserByMobile } from '@/server/auth/users';
import { freshIp, signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { operatorAuditEntries } from '@/server/db/schema';
import { ticketPerson } from '@/server/tickets/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { recordAudit } from './service';
import { auditEntryFor } from './test-helpers';

let handle: DbHandle;
let admin: string;
let adminId: number;
let operator: string;
let student: string;
const PERSON = uniqueTestMobile();

async function signIn(mobile: string, roles: ('operator' | 'admin')[] = []) {
  const { token } = await signInByCode(handle.db, mobile, {}, freshIp());
  const user = (await findUserByMobile(handle.db, mobile))!;
  for (const role of roles) await grantRole(handle.db, user.id, role);
  if (roles.length > 0) await openConsole(handle.db, token);
  return { token, id: user.id };
}

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
  ({ token: admin, id: adminId } = await signIn(uniqueTestMobile(), ['admin']));
  ({ token: operator } = await signIn(uniqueTestMobile(), ['operator']));
  ({ token: student } = await signIn(uniqueTestMobile()));
  await signIn(PERSON);
});
afterAll(() => handle.close());

describe('the audit log', () => {
  it('writes who gave or took a role, the roles before and after, and from which address', async () => {
    const person = (await findUserByMobile(handle.db, PERSON))!;
    const headers = { 'x-client-ip': '10.9.8.7' };
    expect((await postApi('/www/v1/operator/roles', { mobile: PERSON, role: 'operator', granted: true }, { token: admin, headers })).status).toBe(200);
    const granted = await auditEntryFor(handle.db, 'role.grant', 'user', person.id);
    expect(granted).toMatchObject({ actorId: adminId, before: { roles: [] }, after: { roles: ['operator'] }, reason: 'operator', ip: '10.9.8.7' });

    expect((await postApi('/www/v1/operator/roles', { mobile: PERSON, role: 'operator', granted: false }, { token: admin })).status).toBe(200);
    expect(await auditEntryFor(handle.db, 'role.revoke', 'user', person.id)).toMatchObject({ before: { roles: ['operator'] }, after: { roles: [] } });
  });

  it('writes nothing for an action that failed', async () => {
    const count = () => handle.db.$count(operatorAuditEntries);
    const before = await count();
    expect((await postApi('/www/v1/operator/roles', { mobile: '+989190000000', role: 'teacher', granted: true }, { token: admin })).status).toBe(422);
    expect((await postApi('/www/v1/operator/tickets/999999/close', {}, { token: operator })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('writes a ticket answered and closed with the ticket before and after', async () => {
    const owner = await ticketPerson(handle.db);
    const opened = await postApi(
      '/www/v1/tickets',
      { topic: 'tutor_application', subject: 'My invoice', message: 'Where did my payment go?', attachments: [] },
      { token: owner.token },
    );
    const id = opened.body.data.id as number;
    expect((await postApi(`/www/v1/operator/tickets/${id}/answers`, { message: 'It is in your wallet.' }, { token: operator })).status).toBe(200);
    const answered = await auditEntryFor(handle.db, 'ticket.answer', 'ticket', id);
    expect(answered?.before).toMatchObject({ state: 'open' });
    expect(answered?.after).toMatchObject({ state: 'answered' });
    expect(answered?.reason).toBe('It is in your wallet.');
    expect((await postApi(`/www/v1/operator/tickets/${id}/close`, {}, { token: operator })).status).toBe(200);
    expect((await auditEntryFor(handle.db, 'ticket.close', 'ticket', id))?.after).toMatchObject({ state: 'closed' });
  });

  it('refuses UPDATE and DELETE on its rows, also from the database itself', async () => {
    await recordAudit(handle.db, { actorId: adminId, action: 'job.retry', recordType: 'job', recordId: 'x', after: { retried: true } });
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(handle.db.execute(sql`update operator_audit_entries set reason = 'changed'`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(handle.db.execute(sql`delete from operator_audit_entries`))).toMatch(/append-only: DELETE refused/);
    expect(await auditEntryFor(handle.db, 'job.retry', 'job', 'x')).toMatchObject({ reason: null });
  });

  it('never keeps a secret a record holds', async () => {
    await recordAudit(handle.db, {
      actorId: adminId,
      action: 'job.retry',
      recordType: 'job',
      recordId: 'secret',
      before: { passwordHash: 'h', name: 'n', nested: { token: 't' } },
    });
    expect((await auditEntryFor(handle.db, 'job.retry', 'job', 'secret'))?.before).toEqual({ name: 'n', nested: {} });
  });

  it('is searched and filtered in the console, and exported as CSV', async () => {
    const person = (await findUserByMobile(handle.db, PERSON))!;
    const all = await callApi('/www/v1/operator/audit', { token: operator });
    expect(all.status).toBe(200);
    expect(all.body.data.entries.length).toBeGreaterThanOrEqual(4);
    const grants = await callApi(`/www/v1/operator/audit?action=role.grant&record_type=user&record_id=${person.id}`, { token: operator });
    expect(grants.body.data.entries).toHaveLength(1);
    expect(grants.body.data.entries[0]).toMatchObject({ actor_id: adminId, action: 'role.grant', record_id: String(person.id) });
    const byActor = await callApi(`/www/v1/operator/audit?actor=${adminId}`, { token: operator });
    expect(byActor.body.data.entries.every((entry: { actor_id: number }) => entry.actor_id === adminId)).toBe(true);
    const searched = await callApi(`/www/v1/operator/audit?q=${encodeURIComponent('in your wallet')}`, { token: operator });
    expect(searched.body.data.entries.map((entry: { action: string }) => entry.action)).toEqual(['ticket.answer']);
    const today = new Date().toISOString().slice(0, 10);
    const future = await callApi('/www/v1/operator/audit?from=2999-01-01', { token: operator });
    expect(future.body.data.entries).toHaveLength(0);
    const recent = await callApi(`/www/v1/operator/audit?from=2000-01-01&to=2999-01-01&action=role.revoke`, { token: operator });
    expect(recent.body.data.entries.length).toBe(1);
    expect(today).toMatch(/^\d{4}/);

    const bad = await callApi('/www/v1/operator/audit?action=explode&from=yesterday', { token: operator, locale: 'en-US' });
    expect(bad.status).toBe(422);

    const csv = await callApi('/www/v1/operator/audit/export.csv?action=role.grant', { token: operator });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor_name,action,record_type,record_id,reason,ip,before,after');
    expect(lines.slice(1).every((line) => line.includes(',role.grant,user,'))).toBe(true);
    expect(lines.length).toBe(2);
  });

  it("is the team's only", async () => {
    expect((await callApi('/www/v1/operator/audit', { token: student })).status).toBe(403);
    expect((await callApi('/www/v1/operator/audit/export.csv', { token: student })).status).toBe(403);
    expect((await callApi('/www/v1/operator/audit')).status).toBe(401);
  });
});
