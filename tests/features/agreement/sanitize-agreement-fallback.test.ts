import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { sanitizeAgreement } from '../../../src/features/agreement/sanitize-agreement';

/*
 * This file leaves happy-dom as it is (no ./happy-dom-node-name fix): where
 * DOMPurify cannot work correctly the sanitiser must fail closed, never hand
 * back live markup.
 */
describe('sanitizeAgreement on a DOM DOMPurify cannot trust', () => {
  it('never returns a script or an event handler, whatever the DOM', () => {
    const dirty = '<h2>Terms</h2><script>window.__x = 1</script><img src="x" onerror="window.__y = 1"><p>Text</p>';
    const box = document.createElement('div');
    box.innerHTML = sanitizeAgreement(dirty, { imageDomains: brands.main.domains, ownOrigins: [] });
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(box.textContent).toContain('Text');
  });
});
