import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { inlineScriptHashes } from './csp';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('a cached page\u2019s script policy', () => {
  const html = [
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script>self.__next_f.push([1,"a"])</script>',
    '<script type="application/ld+json">{"@type":"Person"}</script>',
    '<script id="x">(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"a"])</script>',
  ].join('');

  it('hashes each distinct inline script, not external ones or data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])'), sha('(self.__next_f=self.__next_f||[]).push([0])')]);
  });

  it('allows those hashes and our own files, with neither a nonce nor unsafe-inline or unsafe-eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' '${sha('self.__next_f.push([1,"a"])')}' '${sha('(self.__next_f=self.__next_f||[]).push([0])')}'`);
    expect(policy).not.toMatch(/unsafe-eval|nonce-|strict-dynamic/);
    expect(scriptSrc).not.toMatch(/unsafe-inline/);
  });
});
