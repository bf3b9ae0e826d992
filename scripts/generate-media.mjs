// Draws the demo media the seed links to (server/db/seed/data/media.ts) into public/media:
//   tutors/photos/{f,m}-NN.webp   illustrated portraits (DiceBear's "avataaars", free for commercial use), 256 px WebP
//   tutors/intro-N.mp4            intro clips: a portrait on a moving gradient beside a board filling up, soft notes
//   testimonials/N.mp4            the same kind of clip for the video testimonials
// The outputs are committed; nothing here runs at install, start or seed time. Re-run after changing the set:
//   node --import tsx scripts/generate-media.mjs      (needs ffmpeg: apt-get install -y ffmpeg)
// DiceBear is installed by npm into a temporary folder (pinned versions), not into the project.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  INTRO_CLIPS,
  TESTIMONIAL_CLIPS,
  TUTOR_PHOTO_SIZE,
  TUTOR_PHOTOS_PER_GENDER,
  introVideoPath,
  testimonialVideoPath,
  tutorPhotoPath,
} from '../server/db/seed/data/media.ts';

const DICEBEAR = ['@dicebear/core@9.4.3', '@dicebear/avataaars@9.4.3'];
const PUBLIC = path.resolve('public');

function loadDiceBear() {
  const dir = path.join(os.tmpdir(), 'tutorly-dicebear');
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'node_modules/@dicebear/avataaars'))) {
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir, ...DICEBEAR], { stdio: 'inherit' });
  }
  const require = createRequire(path.join(dir, 'package.json'));
  return { createAvatar: require('@dicebear/core').createAvatar, avataaars: require('@dicebear/avataaars') };
}

const SKIN = ['d08b5b', 'ae5d29', 'edb98a', 'ffdbb4'];
const HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143'];
const SCARF = ['262e33', '25557c', '3c4f5c', '929598', '5199e4', 'ffafb9', 'a7ffc4'];
const BACKGROUND = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8'];
const FEMALE_HAIR = ['bob', 'bun', 'curly', 'longButNotTooLong', 'straight01', 'straight02', 'straightAndStrand', 'miaWallace', 'bigHair'];
const MALE_HAIR = ['shortFlat', 'shortRound', 'shortWaved', 'shortCurly', 'theCaesar', 'theCaesarAndSidePart', 'sides', 'frizzle', 'shaggy'];

/** A friendly, professional portrait: smiling, no hats or graphic shirts; every other woman in a headscarf. */
function portraitOptions(gender, n) {
  const female = gender === 'FEMALE';
  const scarf = female && n % 2 === 0;
  return {
    seed: `tutorly-${female ? 'f' : 'm'}-${n}`,
    size: TUTOR_PHOTO_SIZE,
    backgroundColor: BACKGROUND,
    skinColor: SKIN,
    hairColor: HAIR,
    hatColor: SCARF,
    top: scarf ? ['hijab'] : female ? FEMALE_HAIR : MALE_HAIR,
    facialHair: ['beardLight', 'beardMedium', 'moustacheFancy'],
    facialHairColor: HAIR,
    facialHairProbability: female ? 0 : 40,
    eyes: ['default', 'happy', 'squint'],
    eyebrows: ['default', 'defaultNatural', 'raisedExcitedNatural'],
    mouth: ['smile', 'default', 'twinkle'],
    clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'shirtCrewNeck', 'shirtVNeck', 'hoodie'],
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesProbability: 20,
  };
}

async function drawPhotos({ createAvatar, avataaars }) {
  for (const gender of ['FEMALE', 'MALE']) {
    for (let n = 1; n <= TUTOR_PHOTOS_PER_GENDER; n++) {
      const svg = createAvatar(avataaars, portraitOptions(gender, n)).toString();
      const file = path.join(PUBLIC, tutorPhotoPath(gender, n));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toFile(file);
    }
  }
}

/** A 6-second 640×360 clip: the portrait (round, transparent corners) bobbing on a gradient, a board filling line by line. */
function drawClip(portraitPng, colours, out) {
  const lines = [0, 1, 2, 3].map(
    (i) => `drawbox=x=372:y=${112 + i * 34}:w=${196 - (i % 2) * 56}:h=10:color=0x${colours[2]}@0.85:t=fill:enable='gte(t,${1 + i})'`,
  );
  const graph = [
    `[1:v]scale=208:208,format=rgba[face]`,
    `[0:v][face]overlay=x=72:y='76+6*sin(2*PI*t/3)':shortest=1,` +
      `drawbox=x=352:y=84:w=232:h=180:color=white@0.92:t=fill,` +
      `${lines.join(',')},format=yuv420p[v]`,
  ].join(';');
  // Soft plucked notes (C, E, G, E), quiet: the clip has sound without startling anyone.
  const notes =
    '0.06*sin(2*PI*t*261.63*pow(2,if(eq(mod(floor(t*2),4),1),4,if(eq(mod(floor(t*2),4),2),7,if(eq(mod(floor(t*2),4),3),4,0)))/12))*exp(-4*mod(t,0.5))';
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:c0=0x${colours[0]}:c1=0x${colours[1]}:speed=0.015:duration=6:rate=24`,
    '-loop',
    '1',
    '-framerate',
    '24',
    '-i',
    portraitPng,
    '-f',
    'lavfi',
    '-i',
    `aevalsrc='${notes}':s=44100:d=6`,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '2:a',
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-g',
    '48',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-t',
    '6',
    '-movflags',
    '+faststart',
    out,
  ]);
}

const CLIP_COLOURS = [
  ['1d5fd1', '6aa2ff', 'f2a93b'],
  ['0f766e', '5eead4', '1d5fd1'],
  ['7c3aed', 'c4b5fd', '0f766e'],
  ['b45309', 'fcd34d', '7c3aed'],
  ['be123c', 'fda4af', '1d5fd1'],
  ['1e3a8a', '93c5fd', 'be123c'],
];

async function drawClips({ createAvatar, avataaars }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorly-media-'));
  const portrait = async (gender, n) => {
    const file = path.join(tmp, `${gender}-${n}.png`);
    const svg = createAvatar(avataaars, { ...portraitOptions(gender, n), style: ['circle'] }).toString();
    await sharp(Buffer.from(svg)).png().toFile(file);
    return file;
  };
  const clips = [
    ...INTRO_CLIPS.map(({ gender, photo }, i) => ({ out: introVideoPath(i + 1), gender, n: photo })),
    ...TESTIMONIAL_CLIPS.map(({ gender, photo }, i) => ({ out: testimonialVideoPath(i + 1), gender, n: photo })),
  ];
  for (const [i, clip] of clips.entries()) {
    const out = path.join(PUBLIC, clip.out);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    drawClip(await portrait(clip.gender, clip.n), CLIP_COLOURS[i % CLIP_COLOURS.length], out);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

const dicebear = loadDiceBear();
await drawPhotos(dicebear);
await drawClips(dicebear);
console.log('generate-media: public/media written');
