import { describe, expect, it } from 'vitest';
import { brands } from '../../../src/core/config/brands';
import { sanitizeAgreement } from '../../../src/features/agreement/sanitize-agreement';

/*
 * This file leaves happy-dom as it is (no ./happy-dom-dompurify fix, which
 * DOMPurify needed): the allow-list sanitiser reads the inert tree with a
 * tree walker and needs nothing of the DOM that happy-dom gets wrong.
 */
describe('sanitizeAgreement on happy-dom as it is', () => {
  it('keeps the document markup and never returns a script or an event handler', () => {
    const dirty = '<h2>Terms</h2><script>window.__x = 1</script><img src="x" onerror="window.__y = 1"><p>Text</p>';
    const box = document.createElement('div');
    box.append(sanitizeAgreement(dirty, { imageDomains: brands.main.domains, ownOrigins: [] }, document));
    expect(box.innerHTML).toBe('<h2>Terms</h2><p>Text</p>');
  });
});
