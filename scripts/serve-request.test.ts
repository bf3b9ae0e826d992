import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { arrivedOverHttps, clientAddressOf, isLocalCaller, requestIdFor } from './serve-request';

const request = (headers: Record<string, string>, remoteAddress = '10.1.2.3') => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('clientAddressOf', () => {
  it('uses the socket address unless told a proxy of ours stands in front', () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '6.6.6.6' }), false)).toBe('10.1.2.3');
  });

  it("behind our proxy takes the entry the proxy appended, not the caller's claim", () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), true)).toBe('203.0.113.9');
    expect(clientAddressOf(request({}), true)).toBe('10.1.2.3');
  });
});

describe('requestIdFor', () => {
  it("keeps the proxy's well-formed id and replaces odd ones", () => {
    expect(requestIdFor(request({ 'x-request-id': 'abc123def456' }))).toBe('abc123def456');
    expect(requestIdFor(request({ 'x-request-id': 'x' }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(request({ 'x-request-id': 'a b<script>c d e' }))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('arrivedOverHttps (HSTS only over https, issue 16)', () => {
  it("believes only our proxy's last X-Forwarded-Proto entry", () => {
    expect(arrivedOverHttps(request({}), true)).toBe(false);
    expect(arrivedOverHttps(request({ 'x-forwarded-proto': 'https' }), false)).toBe(false);
    expect(arrivedOverHttps(request({ 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(arrivedOverHttps(request({ 'x-forwarded-proto': 'https, http' }), true)).toBe(false);
  });
});

describe('isLocalCaller (the dev outbox, issue 16)', () => {
  it('is a loopback socket with no proxy in between', () => {
    expect(isLocalCaller(request({}, '127.0.0.1'))).toBe(true);
    expect(isLocalCaller(request({}, '::1'))).toBe(true);
    expect(isLocalCaller(request({}, '::ffff:127.0.0.1'))).toBe(true);
    expect(isLocalCaller(request({}, '192.0.2.2'))).toBe(false);
    expect(isLocalCaller(request({ 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1'))).toBe(false);
    expect(isLocalCaller(request({ forwarded: 'for=203.0.113.7' }, '127.0.0.1'))).toBe(false);
  });
});
