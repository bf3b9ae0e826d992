import sharp from 'sharp';

/**
 * What an upload's bytes say it is, against the type its uploader declared (issue 29): a picture
 * must decode, a video must have a real container (and an MP4/QuickTime one a duration), a PDF must
 * be a PDF from its header to its end marker. Declared types are the browser's guess from the
 * file's name, so a text file renamed `.mp4` would otherwise pass.
 */
export type ContentProblem = 'empty' | 'not_image' | 'not_video' | 'not_pdf';

/** The bytes the check reads: the whole file up to this size (pictures decode whole), else its head and tail. */
export const WHOLE_FILE_CHECK_BYTES = 32 * 1024 * 1024;

export interface UploadBytes {
  size: number;
  /** Reads `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
}

export async function contentProblem(fileType: string, bytes: UploadBytes): Promise<ContentProblem | null> {
  if (bytes.size === 0) return 'empty';
  if (fileType.startsWith('image/')) return (await isPicture(fileType, bytes)) ? null : 'not_image';
  if (fileType.startsWith('video/')) return (await isVideo(bytes)) ? null : 'not_video';
  if (fileType === 'application/pdf') return (await isPdf(bytes)) ? null : 'not_pdf';
  return null;
}

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1');

async function isPicture(fileType: string, bytes: UploadBytes): Promise<boolean> {
  const head = await bytes.read(0, 32);
  // HEIC needs a decoder the server does not ship: its container's brand is what can be checked.
  if (fileType === 'image/heic') return ascii(head, 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|hevc)$/.test(ascii(head, 8, 12));
  if (bytes.size > WHOLE_FILE_CHECK_BYTES) return false;
  try {
    const stats = await sharp(await bytes.read(0, bytes.size), { failOn: 'error' }).stats();
    return stats.channels.length > 0;
  } catch {
    return false;
  }
}

/** ISO base media (MP4, QuickTime): top-level boxes from the start; the movie header's duration must be above zero. */
async function isVideo(bytes: UploadBytes): Promise<boolean> {
  const head = await bytes.read(0, 16);
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return /webm|matroska/.test(ascii(await bytes.read(0, 64), 0, 64));
  if (ascii(head, 4, 8) !== 'ftyp') return false;
  let offset = 0;
  for (let boxes = 0; offset + 8 <= bytes.size && boxes < 1000; boxes++) {
    const header = await bytes.read(offset, 16);
    let size = header.readUInt32BE(0);
    const type = ascii(header, 4, 8);
    if (size === 1) size = Number(header.readBigUInt64BE(8));
    else if (size === 0) size = bytes.size - offset;
    if (size < 8) return false;
    if (type === 'moov') return movieDuration(await bytes.read(offset + 8, Math.min(size - 8, 1024 * 1024))) > 0;
    offset += size;
  }
  return false;
}

/** The movie header (`mvhd`) inside `moov`: its duration in its time scale's units. */
function movieDuration(moov: Buffer): number {
  for (let offset = 0; offset + 8 <= moov.length;) {
    const size = moov.readUInt32BE(offset);
    if (ascii(moov, offset + 4, offset + 8) === 'mvhd') {
      const version = moov[offset + 8];
      return version === 1 ? Number(moov.readBigUInt64BE(offset + 8 + 4 + 16 + 4)) : moov.readUInt32BE(offset + 8 + 4 + 8 + 4);
    }
    if (size < 8) return 0;
    offset += size;
  }
  return 0;
}

async function isPdf(bytes: UploadBytes): Promise<boolean> {
  const head = await bytes.read(0, 8);
  if (!ascii(head, 0, 5).startsWith('%PDF-')) return false;
  const tailLength = Math.min(2048, bytes.size);
  return ascii(await bytes.read(bytes.size - tailLength, tailLength), 0, tailLength).includes('%%EOF');
}
