/** Test files (API tests and e2e alike): bytes of a known pattern, and files the content check takes for what they are. */

export function bytes(length: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) out[i] = (i * 31 + seed) % 251;
  return out;
}

/** A one-pixel PNG: the smallest picture that decodes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC', 'base64');

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An MP4's skeleton: `ftyp`, then `moov` with a movie header of 10 seconds. */
function mp4Head(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // time scale
  mvhd.writeUInt32BE(10_000, 16); // duration
  return Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1')), box('moov', box('mvhd', mvhd))]);
}

/**
 * A file of `type` and exactly `length` bytes that the server's content check takes for what it is
 * (content-check.ts): real headers, then filler (`bytes`) where the format allows it.
 */
export function sampleFile(type: string, length: number, seed = 7): Uint8Array {
  const filler = (head: Buffer, tail = Buffer.alloc(0)) => {
    const room = length - head.length - tail.length;
    if (room < 0) throw new Error(`sampleFile: a ${type} needs at least ${head.length + tail.length} bytes`);
    return new Uint8Array(Buffer.concat([head, Buffer.from(bytes(room, seed)), tail]));
  };
  if (type.startsWith('image/')) return filler(PNG);
  if (type === 'application/pdf') return filler(Buffer.from('%PDF-1.4\n'), Buffer.from('\n%%EOF\n'));
  if (type === 'video/webm') return filler(Buffer.from('1a45dfa3a34282847765626d', 'hex'));
  const head = mp4Head();
  if (length === head.length) return new Uint8Array(head);
  const free = Buffer.alloc(8);
  free.writeUInt32BE(length - head.length, 0);
  free.write('free', 4, 'latin1');
  return filler(Buffer.concat([head, free]));
}
