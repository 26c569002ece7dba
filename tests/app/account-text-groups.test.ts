import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountTextGroups } from '../../src/app/account-text-groups';

// #31.4: the ES module's entry declares the account chunk's catalogue groups deferred (a mount's texts
// for them wait for the chunk). The chunk holds every module only the account screens reach: the
// modules src/app/account-routes.tsx imports, directly or not, that the entry's do not (rollup splits
// by module; the entry reaches account-routes.tsx only through import()).

const root = join(import.meta.dirname, '../..');

/** The source files a file imports by value (`import type` brings no module), resolved. */
function imports(file: string): string[] {
  const code = readFileSync(join(root, file), 'utf8');
  return [...code.matchAll(/^(?:import|export)(?!\s+type\s)[^'";]*?from\s+['"](\.[^'"]+)['"]/gm)].map((m) => {
    const base = relative(root, join(root, dirname(file), m[1] ?? ''));
    for (const ext of ['.ts', '.tsx', '/index.ts']) {
      try {
        readFileSync(join(root, base + ext));
        return base + ext;
      } catch {
        // not this extension
      }
    }
    throw new Error(`${file}: cannot resolve ${m[1]}`);
  });
}

function reached(from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    imports(file).forEach(visit);
  };
  visit(from);
  return seen;
}

const groupsOf = (files: Set<string>) =>
  [...files].filter((file) => file.startsWith('src/core/messages/')).flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/\bcatalogue\('(\w+)'/g)].map((m) => m[1]));

describe('the account chunk’s catalogue groups (#31.4)', () => {
  const entry = reached('embed/index.ts');
  const chunk = [...reached('src/app/account-routes.tsx')].filter((file) => !entry.has(file));

  it('the entry does not reach the account screens but through import()', () => {
    expect(entry.has('src/app/account-routes.tsx')).toBe(false);
    expect(entry.has('src/app/account-area.ts')).toBe(true);
    expect(readFileSync(join(root, 'src/app/account-area.ts'), 'utf8')).toContain("import('./account-routes')");
  });

  it('are the groups the chunk’s modules register, and only those', () => {
    expect([...accountTextGroups].sort()).toEqual(groupsOf(new Set(chunk)).sort());
  });

  it('are none of the entry’s', () => {
    const entryGroups = new Set(groupsOf(entry));
    expect(accountTextGroups.filter((name) => entryGroups.has(name))).toEqual([]);
  });
});
