import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_PATH, LOCALES, messageFeatures, renderMessagesIndex } from '@/scripts/messages-index';
import { allMessages, MESSAGES_DIR, messageLeaves, readFeatureMessages } from '@/tests/messages';
import type { Locale } from './routing';
import { CLIENT_MESSAGE_GROUPS, clientMessages, clientMessagesWith, loadMessages } from './messages';

/** Every leaf's dotted path, so two files compare key for key at any depth. */
const keyPaths = (value: unknown): string[] => messageLeaves(value).map(([path]) => path);

const features = messageFeatures(MESSAGES_DIR);

describe('messages by feature', () => {
  it('keeps every file in a feature folder (no loose files in messages/)', () => {
    const loose = fs.readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((entry) => !entry.isDirectory());
    expect(loose.map((entry) => entry.name)).toEqual([]);
    expect(features.length).toBeGreaterThan(0);
  });

  it.each(features)('%s has both locales with the same keys', (feature) => {
    const files = fs.readdirSync(path.join(MESSAGES_DIR, feature)).sort();
    expect(files).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
    const [fa, en] = (['fa', 'en-US'] as const).map((locale) => keyPaths(readFeatureMessages(feature, locale)).sort());
    expect(en).toEqual(fa);
  });

  it('gives each message group to exactly one feature', () => {
    const owners = new Map<string, string[]>();
    for (const feature of features) {
      for (const group of Object.keys(readFeatureMessages(feature, 'fa'))) owners.set(group, [...(owners.get(group) ?? []), feature]);
    }
    const shared = [...owners].filter(([, owning]) => owning.length > 1).map(([group, owning]) => `${group}: ${owning.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('has an up-to-date generated index (run `npm run messages:index` after adding a folder)', () => {
    expect(fs.readFileSync(INDEX_PATH, 'utf8')).toBe(renderMessagesIndex(features));
  });

  it.each(['fa', 'en-US'] as Locale[])('loadMessages(%s) merges every feature', async (locale) => {
    const messages = await loadMessages(locale);
    const expected = features.flatMap((feature) => Object.keys(readFeatureMessages(feature, locale)));
    expect(Object.keys(messages).sort()).toEqual(expected.sort());
    for (const group of CLIENT_MESSAGE_GROUPS) expect(messages[group]).toBeDefined();
  });

  it('merges a locale once: every render is handed the same messages, which nobody can change', async () => {
    const first = await loadMessages('fa');
    expect(await loadMessages('fa')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await loadMessages('en-US')).not.toBe(first);
  });
});

describe('the messages a page hands the browser', () => {
  it('leave the forms’ field errors to the pages that have forms', async () => {
    const messages = await loadMessages('fa');
    expect(Object.keys(clientMessages(messages))).not.toContain('Validation');
    expect(clientMessagesWith(messages, ['Auth'])).toMatchObject({ Auth: messages.Auth, Validation: messages.Validation, Header: messages.Header });
    expect(Object.keys(clientMessagesWith(messages, ['TutorCard'], { forms: false })).sort()).toEqual([...CLIENT_MESSAGE_GROUPS, 'TutorCard'].sort());
  });
});

describe('a part of a group handed alone', () => {
  it('carries that part only, parts of one group together, and a whole group whole', async () => {
    const messages = await loadMessages('fa');
    const refund = clientMessagesWith(messages, ['Operator.refund_form', 'FormKit']);
    expect(refund.Operator).toEqual({ refund_form: messages.Operator.refund_form });
    // The browser's copy is the server's own object: a page that hands it twice sends it once.
    expect(refund.Operator?.refund_form).toBe(messages.Operator.refund_form);
    expect(clientMessagesWith(messages, ['Reviews.answer_form', 'Reviews.decision_form']).Reviews).toEqual({
      answer_form: messages.Reviews.answer_form,
      decision_form: messages.Reviews.decision_form,
    });
    expect(clientMessagesWith(messages, ['Operator', 'Operator.refund_form']).Operator).toBe(messages.Operator);
  });

  // An island reading a part (`useTranslations('Operator.refund_form')`) finds every message it names there.
  it('holds every message an island that reads it names', () => {
    const islands = ['components', 'app']
      .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => [file, fs.readFileSync(file, 'utf8')] as const)
      .filter(([, source]) => /useTranslations\('[A-Za-z_]+\.[a-z_]+'\)/.test(source));
    expect(islands.length).toBeGreaterThan(5);
    for (const locale of ['fa', 'en-US'] as const) {
      const all = allMessages(locale) as unknown as Record<string, Record<string, Record<string, unknown>>>;
      for (const [file, source] of islands) {
        // Each function's part, up to the next useTranslations.
        for (const segment of source.split(/(?=useTranslations\()/).slice(1)) {
          const [, group, part] = /^useTranslations\('([A-Za-z_]+)(?:\.([a-z_]+))?'\)/.exec(segment) ?? [];
          if (!group || !part) continue;
          for (const [, key] of segment.matchAll(/\bt\('([a-z_]+)'/g))
            expect(all[group]?.[part]?.[key!], `${file}: ${group}.${part}.${key} (${locale})`).toBeTypeOf('string');
        }
      }
    }
  });
});
