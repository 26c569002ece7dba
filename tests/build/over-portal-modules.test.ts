import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * issue #31.2, #31.3: the React component and the custom element's module, built, in plain Node with
 * the real React 19 (vitest would alias `react` to Preact compat, so a child Node runs them): server
 * rendering gives an empty div and touches nothing; importing the element defines nothing.
 */
const root = join(import.meta.dirname, '../..');

const run = (code: string) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' })) as unknown;

describe('the modules over the portal in Node (#31.2, #31.3)', () => {
  it('<StudentPortal> renders an empty div on the server with the host React, and the modules share student-portal.mjs', () => {
    const result = run(`
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { StudentPortal } from './dist/student-portal-react.mjs';
      import { defineStudentPortal } from './dist/student-portal-element.mjs';
      import { readFileSync } from 'node:fs';
      const before = Object.keys(globalThis).length;
      const html = renderToString(createElement(StudentPortal, { brand: 'second', routing: 'path', basePath: '/portal', className: 'portal' }));
      const defined = defineStudentPortal();
      const imports = (file) => [...readFileSync('dist/' + file, 'utf8').matchAll(/from"([^"]+)"/g)].map((m) => m[1]);
      console.log(JSON.stringify({ html, defined: defined === undefined ? 'undefined' : 'defined', globals: Object.keys(globalThis).length - before, react: imports('student-portal-react.mjs'), element: imports('student-portal-element.mjs') }));
    `);
    expect(result).toEqual({ html: '<div class="portal"></div>', defined: 'undefined', globals: 0, react: ['react', './student-portal.mjs'], element: ['./student-portal.mjs'] });
  });
});

describe("the custom element's script (#31.3)", () => {
  it("is the full portal's script with the element's add-on after it, and one source map for both", async () => {
    const { readFileSync } = await import('node:fs');
    const { decode } = await import('@jridgewell/sourcemap-codec');
    const read = (file: string) => readFileSync(join(root, 'dist', file), 'utf8');
    const portal = read('student-portal.js').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
    const element = read('student-portal-element.js');
    expect(element.startsWith(`${portal}\n`)).toBe(true);
    expect(element.endsWith('\n//# sourceMappingURL=student-portal-element.js.map\n')).toBe(true);
    const map = JSON.parse(read('student-portal-element.js.map')) as { sources: string[]; mappings: string };
    const lines = decode(map.mappings);
    // The portal's lines map as in its own map; the add-on's line maps to the element's sources.
    expect(lines.slice(0, portal.split('\n').length)).toEqual(decode((JSON.parse(read('student-portal.js.map')) as { mappings: string }).mappings));
    const addOn = lines[portal.split('\n').length] ?? [];
    const sources = new Set(addOn.flatMap((segment) => (segment[1] === undefined ? [] : [map.sources[segment[1]]?.replace(/^.*\/embed\//, 'embed/')])));
    expect([...sources].sort()).toEqual(['embed/element-script.ts', 'embed/element.ts', 'embed/live-mount.ts', 'embed/markup-options.ts']);
  });
});
