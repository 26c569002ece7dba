import { describe, expect, it } from 'vitest';
import { createMemoryLocation } from '../../src/lib/memory-location';

describe('memory location', () => {
  it('gives links the href the mount chose and routes in memory (issue #19.8)', () => {
    const location = createMemoryLocation('/login', (path) => `https://www.summitprep.test/#${path}`);
    expect(location.hrefs('/forgotpassword')).toBe('https://www.summitprep.test/#/forgotpassword');
    location.navigate('/forgotpassword');
    expect(location.current()).toBe('/forgotpassword');
    expect(location.navigations()).toBe(1);
  });
});
