import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importsOf = (path: string) =>
  [...readFileSync(join(root, path), 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );

const resolvedTop = (from: string, spec: string) =>
  spec.startsWith('.') ? relative(root, join(root, from, '..', spec)).split('/').slice(0, 2).join('/') : spec;

describe('layering (docs/architecture.md)', () => {
  const core = files('src/core');

  it.each(core)('%s stays DOM-free, React-free and below ui, embed and cli', (path) => {
    const bad = importsOf(path).filter((spec) => {
      const top = resolvedTop(path, spec);
      return /^(react|react-dom|preact|@preact|wouter|valtio|undici|commander)(\/|$)/.test(spec) ||
        /^node:/.test(spec) || top.startsWith('src/ui') || top.startsWith('embed') || top.startsWith('cli');
    });
    expect(bad).toEqual([]);
    const code = readFileSync(join(root, path), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    expect(code).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\./);
  });

  it.each(files('cli'))('%s uses the core only, never the browser layers', (path) => {
    const bad = importsOf(path).filter((spec) => {
      const top = resolvedTop(path, spec);
      return top.startsWith('src/') && !top.startsWith('src/core');
    });
    expect(bad).toEqual([]);
  });
});

describe('route queries', () => {
  it.each(files('src'))("%s reads the query through useRawSearch, not wouter's decoded useSearch", (path) => {
    const wouterImports = [...readFileSync(join(root, path), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'wouter'/g)];
    expect(wouterImports.flatMap((m) => (m[1] ?? '').split(',').map((name) => name.trim())).filter((n) => n === 'useSearch')).toEqual([]);
  });
});
