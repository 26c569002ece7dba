import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

/**
 * The source folder a file or import belongs to, as the layers see it:
 * src/core, src/lib, src/ui, src/app, each feature (src/features/<name>),
 * embed, cli. Package imports have none.
 */
function zoneOf(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] === 'src') return parts[1] === 'features' ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
  return parts[0] === 'embed' || parts[0] === 'cli' ? parts[0] : null;
}

const importedZones = (path: string) =>
  importsOf(path)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => zoneOf(relative(root, join(root, path, '..', spec))))
    .filter((zone): zone is string => zone !== null && zone !== zoneOf(path));

/** Edges between the groups `groupOf` puts source files in (src, embed, cli), by relative import. */
function graph(groupOf: (path: string) => string | null): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const path of [...files('src'), ...files('embed'), ...files('cli')]) {
    const from = groupOf(path);
    if (!from) continue;
    const targets = edges.get(from) ?? new Set<string>();
    for (const spec of importsOf(path).filter((s) => s.startsWith('.'))) {
      const to = groupOf(relative(root, join(root, path, '..', spec)));
      if (to && to !== from) targets.add(to);
    }
    edges.set(from, targets);
  }
  return edges;
}

/** Every cycle in a graph, each written `a → b → a`. */
function cyclesOf(edges: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    if (trail.includes(node)) {
      cycles.add([...trail.slice(trail.indexOf(node)), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of edges.keys()) visit(node, []);
  return [...cycles];
}

/** What each layer may import besides itself (docs/architecture.md, Layers). */
function allowed(zone: string, target: string): boolean {
  if (target === 'src/core') return true;
  if (zone === 'src/core' || zone === 'cli') return false;
  if (zone === 'src/lib') return false;
  if (zone === 'src/ui') return target === 'src/lib';
  if (zone.startsWith('src/features/')) return target === 'src/lib' || target === 'src/ui';
  if (zone === 'src/app') return target === 'src/lib' || target === 'src/ui' || target.startsWith('src/features/');
  if (zone === 'embed') return target.startsWith('src/');
  return false;
}

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

describe('the CLI', () => {
  it.each(files('cli').filter((path) => !['cli/program.ts', 'cli/run.ts', 'cli/index.ts'].includes(path)))(
    '%s does not import the program that registers it (commands take cli/shared/io.ts)',
    (path) => {
      const specs = importsOf(path).filter((spec) => spec.startsWith('.'));
      expect(specs.filter((spec) => relative(root, join(root, path, '..', spec)) === 'cli/program')).toEqual([]);
    },
  );
});

describe('layers below the features (src/lib, src/ui) and the features themselves', () => {
  const browserFiles = [...files('src/lib'), ...files('src/ui'), ...files('src/features'), ...files('src/app'), ...files('embed')];

  it.each(browserFiles)('%s imports only the layers below it', (path) => {
    const zone = zoneOf(path) ?? '';
    expect(importedZones(path).filter((target) => !allowed(zone, target))).toEqual([]);
  });

  it('no layer imports one that imports it back, directly or through others', () => {
    expect(cyclesOf(graph(zoneOf))).toEqual([]);
  });

  it('no folder imports one that imports it back, directly or through others', () => {
    expect(cyclesOf(graph((path) => dirname(path)))).toEqual([]);
  });

  it('finds a cycle when there is one (the check is not vacuous)', () => {
    const edges = new Map([
      ['cli/smoke', new Set(['cli/simulator'])],
      ['cli/simulator', new Set(['cli/smoke/checks'])],
      ['cli/smoke/checks', new Set(['cli/smoke'])],
    ]);
    expect(cyclesOf(edges)).toContain('cli/smoke → cli/simulator → cli/smoke/checks → cli/smoke');
  });

  it('holds on a tree that breaks it (the rules are not vacuous)', () => {
    expect(allowed('src/features/login', 'src/features/session')).toBe(false);
    expect(allowed('src/ui', 'src/app')).toBe(false);
    expect(allowed('src/lib', 'src/features/login')).toBe(false);
    expect(allowed('src/features/login', 'src/lib')).toBe(true);
    expect(zoneOf('src/features/login/login-screen.tsx')).toBe('src/features/login');
  });
});

describe('date-fns', () => {
  // Its index re-exports some 250 modules that every bundle would read and tree-shake (#28: build 54 → 39 s).
  it('is imported by function (date-fns/addDays), never by its index', () => {
    const sources = [...files('src'), ...files('embed'), ...files('cli')];
    expect(sources.filter((path) => importsOf(path).includes('date-fns'))).toEqual([]);
    expect(sources.filter((path) => importsOf(path).some((spec) => spec.startsWith('date-fns/'))), 'the check sees the imports').not.toEqual([]);
  });
});

describe('route queries', () => {
  it.each(files('src'))("%s reads the query through useRawSearch, not wouter's decoded useSearch", (path) => {
    const wouterImports = [...readFileSync(join(root, path), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'wouter'/g)];
    expect(wouterImports.flatMap((m) => (m[1] ?? '').split(',').map((name) => name.trim())).filter((n) => n === 'useSearch')).toEqual([]);
  });
});
