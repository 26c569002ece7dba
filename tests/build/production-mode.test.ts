// The bundles are production builds of their libraries too (#18): preact reads process.env.NODE_ENV,
// valtio `import.meta.env.MODE`, which an IIFE does not have, so valtio's development checks and
// useSnapshot's debug value (a walk of every tracked path after each render) shipped until the
// build replaced it (rollup.config.mjs). The dist checks need `npm run build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe.each(['student-portal.js', 'student-portal-signup.js'])('dist/%s', (file) => {
  const code = readFileSync(join(process.cwd(), 'dist', file), 'utf8');

  it.each(['Please use proxy object', 'prop listener already exists', 'remove already exists', 'import.meta'])(
    'has none of valtio’s development-only code (%s)',
    (text) => {
      expect(code.includes(text), text).toBe(false);
    },
  );
});
