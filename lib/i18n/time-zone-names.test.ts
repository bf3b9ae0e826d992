import { describe, expect, it } from 'vitest';
import { allMessages, messageLeaves } from '@/tests/messages';
import { timeZoneChoices, timeZoneName, timeZoneOptions } from './time-zone';

/** Every message as [dotted key, text]. */
const texts = (value: unknown) => messageLeaves(value).filter((leaf): leaf is [string, string] => typeof leaf[1] === 'string');

describe('time zones as people read them (issue 29)', () => {
  it('names a zone in the page language with its city, never the raw IANA id alone', () => {
    expect(timeZoneName('Asia/Tehran', 'fa')).toMatch(/^وقت .*ایران \(Tehran\)$/);
    expect(timeZoneName('Europe/Berlin', 'en-US')).toBe('Central European Time (Berlin)');
    expect(timeZoneName('America/Argentina/Buenos_Aires', 'en-US')).toBe('Argentina Standard Time (Buenos Aires)');
    expect(timeZoneName('UTC', 'fa')).toBe('UTC');
  });

  it('offers UTC beside every zone the runtime knows, sorted by the readable name', () => {
    expect(timeZoneOptions()).toContain('UTC');
    expect(timeZoneOptions()).toContain('Asia/Tehran');
    const choices = timeZoneChoices('en-US');
    expect(choices.length).toBe(timeZoneOptions().length);
    const labels = choices.map((choice) => choice.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en-US').compare));
    expect(choices.find((choice) => choice.value === 'Asia/Tehran')?.label).toBe('Iran Standard Time (Tehran)');
  });

  it('never says "time" twice: a zone’s name begins with it in Persian and ends with it in English', () => {
    expect(timeZoneName('Europe/Berlin', 'fa')).toMatch(/^وقت /);
    expect(timeZoneName('Europe/Berlin', 'en-US')).toMatch(/Time \(Berlin\)$/);
    const doubled = [
      ...texts(allMessages('fa')).filter(([, text]) => /وقت\s*\{zone\}/.test(text)),
      ...texts(allMessages('en-US')).filter(([, text]) => /\{zone\}\s*time\b/i.test(text)),
    ];
    expect(doubled).toEqual([]);
  });
});
