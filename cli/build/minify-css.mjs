// Build-time minification of the portal's CSS (rollup.config.mjs). The
// stylesheet lives in `*-css.ts` modules as template literals; this plugin
// rewrites the static text of those templates after TypeScript compiled them
// (comments, runs of whitespace, spaces around punctuation), leaving
// placeholders (`${r}`) and quoted strings ("○ ") exactly as written.
//
// The root scope every rule starts with (`.sp-root.sp-root`, src/ui/portal-css.ts)
// is written as one mark character instead, and a module's
// `const r = '.sp-root.sp-root'` placeholder is inlined as that mark; the page
// expands the mark back when it adopts the stylesheet (expandRootMark in
// src/lib/stylesheet.ts). Issue #18: −260 B gzip in the full bundle.

/** The root scope (src/lib/stylesheet.ts `rootScope`; a test checks they agree). */
export const ROOT = '.sp-root.sp-root';
/** Its mark in the minified text: not CSS syntax, so an unexpanded rule is dropped, never widened. */
export const ROOT_MARK = '§';

/**
 * Minifies one static piece of CSS text. A piece may start or end next to a
 * placeholder, so its outer whitespace collapses to one space but is kept:
 * `${r} .sp-x` must not become `${r}.sp-x` (descendant vs compound selector).
 */
export function minifyCssText(text) {
  return text
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, index) => {
      if (index % 2 === 1) return part; // a quoted string
      const plain = part.replace(/\/\*[\s\S]*?\*\//g, ' ');
      const inner = plain
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/ ?([{};,>]) ?/g, '$1')
        .replace(/: /g, ':')
        .replace(/;}/g, '}')
        .split(ROOT)
        .join(ROOT_MARK);
      const lead = /^\s/.test(plain) && inner ? ' ' : '';
      const trail = /\s$/.test(plain) ? ' ' : '';
      return inner ? lead + inner + trail : trail;
    })
    .join('');
}

/** Walks an ESTree node, calling `visit` on every TemplateElement. */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'TemplateElement') visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit);
  }
}

/** Rollup plugin: minifies template literals in modules whose file name ends in `-css.ts`. */
export function minifyCss() {
  return {
    name: 'minify-css',
    transform(code, id) {
      if (!/-css\.ts$/.test(id)) return null;
      // `const r = '.sp-root.sp-root';` → every `${r}` becomes the scope's text (then its mark, below).
      let out = code;
      for (const [, name] of code.matchAll(/const ([\w$]+) = (?:'\.sp-root\.sp-root'|"\.sp-root\.sp-root");/g)) out = out.split(`\${${name}}`).join(ROOT);
      const pieces = [];
      walk(this.parse(out), (element) => pieces.push(element));
      for (const element of pieces.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, element.start) + minifyCssText(out.slice(element.start, element.end)) + out.slice(element.end);
      }
      return { code: out, map: null };
    },
  };
}
