// The progress bar's step rules (src/ui/portal-css.ts) are built at load by an Array.from marked #__PURE__:
// the widget's stylesheet (baseCss) has no progress bar, so its bundle drops the loop; the full portal keeps it
// (#18). The dist checks need `npm run build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalCss } from '../../src/ui/portal-css';

const bundle = (name: string) => readFileSync(join(process.cwd(), 'dist', name), 'utf8');

describe('the progress bar’s step rules (#18)', () => {
  it('are in the full portal’s stylesheet, one per 5 % step', () => {
    expect(portalCss.match(/\.sp-progress-fill\[data-step="\d+"\]/g)).toHaveLength(21);
    expect(bundle('student-portal.js').includes('.sp-progress-fill[data-step=')).toBe(true);
  });

  it('are not in the widget', () => {
    expect(bundle('student-portal-signup.js').includes('data-step')).toBe(false);
  });
});
