import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import { createLogger, safePath } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

describe('logger', () => {
  it('writes JSON lines and censors mobile numbers, codes, tokens and passwords at any depth it is given', () => {
    process.env.LOG_LEVEL = 'info';
    resetConfigForTests();
    const { stream, lines } = capture();
    const log = createLogger(stream);
    log.info(
      { mobile: '+989121234567', body: { mobile_verification_code: '12345', password: 'hunter22', token: 'abc.def' }, authorization: 'Bearer xyz' },
      'sign-in',
    );
    delete process.env.LOG_LEVEL;
    resetConfigForTests();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'info', msg: 'sign-in', mobile: '[redacted]', authorization: '[redacted]' });
    expect(entry.body).toEqual({ mobile_verification_code: '[redacted]', password: '[redacted]', token: '[redacted]' });
    for (const secret of ['+989121234567', '12345', 'hunter22', 'abc.def', 'xyz']) expect(lines[0]).not.toContain(secret);
  });
});

describe('safePath', () => {
  it('drops the query and masks shortcut-link ids', () => {
    expect(safePath('/auth/login?redirect_url=%2Fx&mobile=0912')).toBe('/auth/login');
    expect(safePath('/en-US/auth/login-by-shortcut-link/2f9a7c1e-secret?x=1')).toBe('/en-US/auth/login-by-shortcut-link/:id');
    expect(safePath('/tutor/ali#reviews')).toBe('/tutor/ali');
  });

  // Issue 16: an escaped spelling of the route reached the page, and the id was logged in clear.
  it.each([
    '/en-US/auth/login-by-shortcut%2Dlink/SECRET',
    '/en-US/auth/login-by-shortcut-lin%6B/SECRET',
    '/auth/login-by-shortcut-lin%256B/SECRET',
    '/auth/%6C%6F%67%69%6E-by-shortcut-link/SECRET/more',
    '/auth/login-by-shortcut-link//SECRET',
    '/auth/LOGIN-BY-SHORTCUT-LINK/SECRET',
    '/auth/login-by-shortcut-link/SECRET%ff',
    '/auth/login-by-shortcut-link%2FSECRET',
  ])('masks %s', (path) => {
    const logged = safePath(path);
    expect(logged).not.toContain('SECRET');
    expect(logged).toMatch(/:id$/);
  });
});
