import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a build script in plain JavaScript (no types), as rollup.config.mjs loads it
import { ROOT, ROOT_MARK, minifyCss, minifyCssText } from '../../cli/build/minify-css.mjs';
import { expandRootMark, rootMark, rootScope } from '../../src/lib/stylesheet';
import { portalCss } from '../../src/ui/portal-css';
import { parseAst } from 'rollup/parseAst';

/** Runs the rollup plugin's transform on one module's compiled JavaScript. */
function transform(code: string, id = 'src/features/x/x-css.ts'): string {
  const plugin = minifyCss();
  const context = { parse: (text: string) => parseAst(text) };
  return plugin.transform.call(context, code, id).code;
}

describe('CSS minification (issue #18: the root prefix written once)', () => {
  it('the build and the page agree on the root scope and its mark', () => {
    expect(ROOT).toBe(rootScope);
    expect(ROOT_MARK).toBe(rootMark);
    expect(portalCss.startsWith(`\n${rootScope}`)).toBe(true);
  });

  it('writes the root scope as its one-character mark, wherever it stands in a selector', () => {
    expect(minifyCssText('\n.sp-root.sp-root .sp-a { margin: 0; }\n.sp-root.sp-root[data-brand="main"] { color: red; }\n')).toBe(
      ` ${ROOT_MARK} .sp-a{margin:0}${ROOT_MARK}[data-brand="main"]{color:red} `,
    );
  });

  it('inlines a module’s `const r = ".sp-root.sp-root"` placeholder as the mark', () => {
    const out = transform("const r = '.sp-root.sp-root';\nexport const css = `\n${r} .sp-a { margin: 0; }\n@media (max-width: 360px) { ${r} .sp-b { flex-direction: column; } }\n`;\n");
    expect(out).toContain(`\` ${ROOT_MARK} .sp-a{margin:0}@media (max-width:360px){${ROOT_MARK} .sp-b{flex-direction:column}} \``);
    expect(out).not.toContain('${r}');
  });

  it('leaves other placeholders and quoted strings alone', () => {
    const out = transform('const narrow = "(max-width: 720px)";\nexport const css = `\n@media ${narrow} { .sp-root.sp-root .sp-a::before { content: "○ "; } }\n`;\n');
    expect(out).toContain('${narrow}');
    expect(out).toContain('"○ "');
  });

  it('the page expands the mark back to the scope; a stylesheet without marks is unchanged', () => {
    const minified = minifyCssText(portalCss);
    expect(minified).not.toContain(ROOT);
    expect(expandRootMark(minified)).toBe(minified.split(ROOT_MARK).join(ROOT));
    expect(expandRootMark(portalCss)).toBe(portalCss);
  });
});
