import { describe, expect, it } from 'vitest';
import { withoutLocalePrefix } from './routing';

describe('withoutLocalePrefix', () => {
  it.each([
    ['/en-US', '/'],
    ['/en-US?a=1', '/?a=1'],
    ['/en-US/faq?x=2', '/faq?x=2'],
    ['/fa/tutor/ali', '/tutor/ali'],
    ['/profile/dashboard', '/profile/dashboard'],
    ['/en-USA', '/en-USA'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => expect(withoutLocalePrefix(path)).toBe(expected));
});
