import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { byteLimits } from '../../cli/build/byte-budgets.mjs';

// Reads the built bundles: `npm run build` first (as `npm test` does).
const gzipBytes = (file: string) => gzipSync(readFileSync(join(import.meta.dirname, '../../dist', file)), { level: 9 }).length;

describe('browser bundle bytes, gzip -9 (#18)', () => {
  it.each(Object.entries(byteLimits))('%s stays within its ceiling', (file, { budget, ceiling }) => {
    const bytes = gzipBytes(file);
    const over = bytes > ceiling ? bytes - ceiling : 0;
    // The message names both limits, so a failure says what to decide.
    expect(over, `${file} is ${bytes} B gzip -9: ${over} B over its ceiling of ${ceiling} B (issue #18 budget ${budget} B; cli/build/byte-budgets.mjs)`).toBe(0);
  });
});
