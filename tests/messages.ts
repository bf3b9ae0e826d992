import fs from 'node:fs';
import path from 'node:path';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

export const MESSAGES_DIR = path.join(process.cwd(), 'messages');

/** One feature's file, as written (raw ICU strings, as tests have always rendered them). */
export function readFeatureMessages(feature: string, locale: Locale): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, feature, `${locale}.json`), 'utf8'));
}

/** Every feature folder's messages for one locale, merged like lib/i18n/messages.ts does in the app. */
export function allMessages(locale: Locale): Messages {
  const features = fs.readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.assign({}, ...features.map((entry) => readFeatureMessages(entry.name, locale))) as Messages;
}

/** Every leaf of a messages object with its dotted path (`Teacher.availability_zone`), at any depth. */
export function messageLeaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => messageLeaves(child, prefix ? `${prefix}.${key}` : key));
}
