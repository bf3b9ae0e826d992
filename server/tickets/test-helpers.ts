import { freshIp, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import type { Db } from '@/server/db/client';
import { metadataHeader, tus, UPLOADS, sampleFile } from '@/server/uploads/tus-test-helpers';

/** A new signed-in person: their mobile and bearer token. */
export async function ticketPerson(db: Db) {
  const mobile = uniqueTestMobile();
  return { mobile, token: (await signInByCode(db, mobile, {}, freshIp())).token };
}

/** A finished tus upload (a small PDF) of this person, for a ticket's attachments. */
export async function ticketAttachment(token: string, size = 256) {
  const created = await tus('POST', UPLOADS, {
    token,
    headers: {
      'upload-length': String(size),
      'upload-metadata': metadataHeader({ filename: 'degree.pdf', filetype: 'application/pdf', purpose: 'attachment' }),
    },
  });
  const path = created.headers.get('location')!.replace(/^\/api/, '');
  await tus('PATCH', path, { token, headers: { 'upload-offset': '0' }, body: sampleFile('application/pdf', size) });
  return path.split('/').pop()!;
}
