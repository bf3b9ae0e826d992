import fs from 'node:fs';
import path from 'node:path';
import { eq, isNotNull, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDb, openDb, type Db, type DbHandle } from '@/server/db/client';
import { tutors } from '@/server/db/schema';
import { TESTIMONIALS } from './data/content';
import { allSeedMediaPaths, INTRO_CLIPS, TUTOR_PHOTOS_PER_GENDER, tutorPhotoPath } from './data/media';
import { generateTutors } from './generate-tutors';
import { seed } from './seed';

const shipped = new Set(allSeedMediaPaths());
const head = (url: string) => {
  const fd = fs.openSync(path.join('public', url), 'r');
  const bytes = Buffer.alloc(12);
  fs.readSync(fd, bytes, 0, 12, 0);
  fs.closeSync(fd);
  return bytes;
};

describe('the demo media the seed links to', () => {
  it('is shipped in public/: WebP photos and MP4 clips, each small', () => {
    for (const url of shipped) {
      const file = path.join('public', url);
      expect(fs.existsSync(file), url).toBe(true);
      const { size } = fs.statSync(file);
      const bytes = head(url);
      if (url.endsWith('.webp')) {
        expect(bytes.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
        expect(size, url).toBeLessThan(20_000);
      } else {
        expect(bytes.subarray(4, 8).toString('latin1'), url).toBe('ftyp');
        expect(size, url).toBeLessThan(400_000);
      }
    }
  });

  it('gives every demo tutor a shipped photo of their gender, and links only shipped intro clips', () => {
    const generated = generateTutors(2000);
    for (const tutor of generated) {
      expect(shipped.has(tutor.avatarUrl!), tutor.username).toBe(true);
      expect(tutor.avatarUrl).toContain(tutor.gender === 'FEMALE' ? '/f-' : '/m-');
      if (tutor.introVideoUrl) {
        expect(shipped.has(tutor.introVideoUrl), tutor.username).toBe(true);
        // The face in the clip is the tutor's photo.
        const clip = INTRO_CLIPS[Number(tutor.introVideoUrl.match(/intro-(\d+)/)![1]) - 1]!;
        expect(tutor.avatarUrl).toBe(tutorPhotoPath(tutor.gender, clip.photo));
        expect(clip.gender).toBe(tutor.gender);
      }
    }
    expect(generated.filter((t) => t.introVideoUrl).length).toBeGreaterThan(60);
    // Neighbours rarely share a face: the first 20 tutors of a gender all differ.
    for (const gender of ['FEMALE', 'MALE'] as const) {
      const photos = generated
        .filter((t) => t.gender === gender && !t.introVideoUrl)
        .slice(0, 20)
        .map((t) => t.avatarUrl);
      expect(new Set(photos).size).toBe(Math.min(20, TUTOR_PHOTOS_PER_GENDER));
    }
  });

  it('links only shipped testimonial clips', () => {
    const videos = TESTIMONIALS.filter((t) => t.kind === 'VIDEO');
    expect(videos.length).toBeGreaterThan(0);
    for (const t of videos) expect(shipped.has(t.videoUrl!), t.videoUrl!).toBe(true);
  });
});

describe('a database seeded before demo tutors had photos', () => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await openDb({ url: '', dataDir: 'memory://' });
    await migrateDb(handle);
    db = handle.db;
    await seed(db, { tutors: 30 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('gets them on the next seed, leaving other tutors alone', async () => {
    await db.update(tutors).set({ avatarUrl: null, introVideoUrl: '/media/tutors/gone.mp4' });
    await db.insert(tutors).values({ ...onboarded, username: 'someone-real' });
    await seed(db, { tutors: 30 });
    expect(await db.$count(tutors, isNull(tutors.avatarUrl))).toBe(1);
    expect(await db.$count(tutors, like(tutors.introVideoUrl, '%gone%'))).toBe(0);
    const generated = new Map(generateTutors(30).map((t) => [t.username, t]));
    for (const row of await db.select().from(tutors).where(isNotNull(tutors.avatarUrl))) {
      expect(row.avatarUrl).toBe(generated.get(row.username)!.avatarUrl);
      expect(row.introVideoUrl).toBe(generated.get(row.username)!.introVideoUrl);
    }
    const [real] = await db.select().from(tutors).where(eq(tutors.username, 'someone-real'));
    expect(real!.avatarUrl).toBeNull();
  });
});

const onboarded = {
  fullName: 'یک معلم',
  fullNameEn: 'A Tutor',
  gender: 'FEMALE' as const,
  bio: '',
  priceCents: 1000,
  teachesOnline: true,
  teachesOffline: false,
};
