import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import common from '@/messages/common/fa.json';

/** The Persian brand, however it is spelled (تیوترلی, توتورلی, تیوتورلی, …). */
const BRAND = /ت[وی]{1,2}ت[وی]{0,2}رلی/g;

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

describe('the Persian brand name', () => {
  it('is spelled one way everywhere: as Meta.site_name (messages and seeded pages)', () => {
    const spelling = common.Meta.site_name;
    const sources = [...files('messages', /^fa\.json$/), ...files('server/db/seed', /\.ts$/)];
    const others = sources.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(BRAND)].filter((match) => match[0] !== spelling).map((match) => `${file}: ${match[0]}`),
    );
    expect(others).toEqual([]);
  });
});
