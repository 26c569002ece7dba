import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the built bundles: `npm run build` first (as `npm test` does).
const read = (file: string) => readFileSync(join(import.meta.dirname, '../../dist', file), 'latin1');

describe('browser bundles: the IIFE in parentheses (#18)', () => {
  // V8 compiles a function expression right after "(" eagerly (off the main
  // thread, as the script streams); without it, it pre-parses the whole
  // bundle and parses it again when the call runs. Terser drops rollup's parens.
  // The script's global is its entry's default export (embed/script.ts, #19.7), so the call takes no argument.
  it.each(['student-portal.js', 'student-portal-signup.js'])('%s starts "var StudentPortal=(function(" and closes "})();"', (file) => {
    const code = read(file);
    expect(code.slice(0, 28)).toBe('var StudentPortal=(function(');
    const sourceMap = `\n//# sourceMappingURL=${file}.map`;
    expect(code.endsWith(`})();${sourceMap}\n`) || code.endsWith(`})();${sourceMap}`)).toBe(true);
  });
});
