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
