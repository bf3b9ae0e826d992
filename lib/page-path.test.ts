import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from './page-path';

describe('addresses Next would quietly trim', () => {
  it.each(['/abroad/%00', '/en-US/abroad/%00', '/faq%00', '/%00', '/tutor/a%0Ab', '/abroad/%20', '/abroad/%01', '/x/%7F', '/tutor/%20ali'])(
    '%s names no page',
    (path) => expect(hasHiddenCharacters(path)).toBe(true),
  );
  it.each(['/', '/abroad', '/en-US/abroad/germany', '/tutor/ali-rezaei', '/tutor-list/%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C', '/a%20b', '/%ff'])(
    '%s is left to the routes',
    (path) => expect(hasHiddenCharacters(path)).toBe(false),
  );
});
