import { describe, expect, it } from 'vitest';
import { api } from '@/server/app/api';
import { callApi } from '@/tests/api';
import { clientErrorAnswer, hasMalformedPath, isJsonContentType, MAX_PAGE_URL, repairMalformedPath, shortenedPageUrl } from './request-shape';

describe('malformed percent-escapes (issue 16)', () => {
  it.each(['/%ff', '/api/%ff', '/en-US/%e2%82', '/a%zz', '/x/%', '/%c0%af', '/tutor/%25ff', '/x/100%25'])('%s is malformed', (url) => {
    expect(hasMalformedPath(url)).toBe(true);
    expect(hasMalformedPath(repairMalformedPath(url))).toBe(false);
  });

  it('leaves good escapes and the query alone', () => {
    expect(hasMalformedPath('/tutor/%D8%B9%D9%84%DB%8C?x=%ff')).toBe(false);
    expect(repairMalformedPath('/en-US/%ff/%D8%B9?q=%ff')).toBe('/en-US/%EF%BF%BD/%D8%B9?q=%ff');
    expect(repairMalformedPath('/tutor/%25ff')).toBe('/tutor/%EF%BF%BD');
    expect(repairMalformedPath('/a/%3F%23/%')).toBe('/a/%3F%23/%EF%BF%BD');
  });

  it.each(['/api/%ff', '/api/www/v1/content/pages/%ff', '/api/auth/v1/%e2%82'])('%s answers 400 in the error shape', async (path) => {
    const response = await api.fetch(new Request(`http://localhost${path}`, { headers: { 'accept-language': 'en-US' } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'ERROR', message: 'The address of this request is malformed.' });
  });
});

describe('JSON writes must say they are JSON (issue 16)', () => {
  it('knows JSON types', () => {
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/problem+json')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])('a body sent as %j answers 415', async (type) => {
    const headers: Record<string, string> = { 'content-type': type, 'accept-language': 'en-US' };
    const answer = await callApi('/auth/v1/logout', { method: 'POST', body: '{}', headers });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ status: 'ERROR', message: 'Send the request body as application/json.' });
  });

  it('a JSON body and a bodiless write pass', async () => {
    expect((await callApi('/auth/v1/logout', { method: 'POST', body: '{}' })).status).toBe(200);
    expect((await callApi('/auth/v1/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('requests the HTTP parser refuses (issue 16)', () => {
  it('get the error shape in the language the raw request asked for', async () => {
    const raw = Buffer.from(`GET /x?${'a'.repeat(20)} HTTP/1.1\r\nHost: x\r\nAccept-Language: fa\r\n`, 'latin1');
    const answer = clientErrorAnswer('HPE_HEADER_OVERFLOW', raw);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.split('\r\n\r\n')[1]!);
    expect(body.status).toBe('ERROR');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    const unknown = JSON.parse(clientErrorAnswer('HPE_INVALID_METHOD', undefined).split('\r\n\r\n')[1]!);
    expect(unknown.message).toMatch(/[\u0600-\u06FF].*\(This request is malformed\.\)$/);
  });
});

describe('over-long page addresses (issue 16)', () => {
  it('go to an address no page has, in the same language', () => {
    expect(shortenedPageUrl(`/tutor-list?q=${'a'.repeat(100)}`)).toBeNull();
    expect(shortenedPageUrl(`/${'a'.repeat(MAX_PAGE_URL)}`)).toBe('/address-too-long');
    expect(shortenedPageUrl(`/en-US/${'a'.repeat(MAX_PAGE_URL)}`)).toBe('/en-US/address-too-long');
    expect(shortenedPageUrl(`/en-USA${'a'.repeat(MAX_PAGE_URL)}`)).toBe('/address-too-long');
  });
});
