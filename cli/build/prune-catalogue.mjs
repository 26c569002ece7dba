// Build helper: the texts a bundle never shows, dropped from its catalogue (issues #18 and #19.4).
//
// Every group of the catalogue is registered by name (`const g = /*#__PURE__*/ catalogue('g', {...})`,
// src/core/messages/catalogue.ts) so a mount's `texts` can replace its texts by key: the group objects
// escape, so terser no longer splits them into one constant per text and drops the unread ones, and
// their keys keep their names. This step does the dropping instead, on the chunk rollup rendered
// (before terser): a text stays when the chunk reads it as `g.key` (or `g.nested.key`), or when the
// chunk uses the group (or a nested object of it) any other way (passed whole, indexed with [],
// enumerated, spread, shadowed): then all of it stays. A dropped text cannot be replaced, and needs not
// be: no screen of that bundle shows it (a mount naming it hears `config.invalid`).
import MagicString from 'magic-string';
import { parseAst } from 'rollup/parseAst';

const CATALOGUE_CALL = /^catalogue(\$\d+)?$/;

/** Walks an ESTree AST calling visit(node, parent, key) for every node. */
function walk(node, visit, parent = null, key = null) {
  visit(node, parent, key);
  for (const k of Object.keys(node)) {
    if (k === 'type' || k === 'start' || k === 'end') continue;
    const v = node[k];
    if (Array.isArray(v)) for (const c of v) { if (c && typeof c.type === 'string') walk(c, visit, node, k); }
    else if (v && typeof v.type === 'string') walk(v, visit, node, k);
  }
}

const keyName = (p) => (p.computed ? (p.key.type === 'Literal' ? String(p.key.value) : null) : p.key.type === 'Identifier' ? p.key.name : String(p.key.value));

/** A declaration is the only binding of its name in the chunk (else a reference could be another one). */
function bindingCounts(ast) {
  const counts = new Map();
  const add = (id) => id?.type === 'Identifier' && counts.set(id.name, (counts.get(id.name) ?? 0) + 1);
  const addPattern = (p) => {
    if (!p) return;
    if (p.type === 'Identifier') add(p);
    else if (p.type === 'ObjectPattern') p.properties.forEach((q) => addPattern(q.type === 'RestElement' ? q.argument : q.value));
    else if (p.type === 'ArrayPattern') p.elements.forEach(addPattern);
    else if (p.type === 'AssignmentPattern') addPattern(p.left);
    else if (p.type === 'RestElement') addPattern(p.argument);
  };
  walk(ast, (node) => {
    if (node.type === 'VariableDeclarator') addPattern(node.id);
    else if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') {
      add(node.id);
      node.params.forEach(addPattern);
    } else if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') add(node.id);
    else if (node.type === 'CatchClause') addPattern(node.param);
  });
  return counts;
}

/**
 * The properties of registered catalogue literals that `code` never reads.
 * @param {string} code a rendered chunk, before minification
 * @returns {{ start: number, end: number, key: string }[]} each property's source range and dotted key
 */
export function unreadCatalogueTexts(code) {
  return catalogueTexts(code).unread;
}

/**
 * The texts of the registered catalogue literals in `code`: the ones it never reads (`unread`, as
 * above) and the keys of those it keeps (`kept`: every text a mount of this bundle can replace, #30.4).
 * @param {string} code a rendered chunk, before minification
 * @returns {{ unread: { start: number, end: number, key: string }[], kept: string[] }}
 */
export function catalogueTexts(code) {
  const ast = parseAst(code);
  const parents = new Map();
  const groups = new Map(); // binding name → { literal, declarator }
  const texts = []; // the dotted key of every text of every registered literal (object or list)
  const listTexts = (literal, prefix) => {
    if (literal.type === 'ArrayExpression') literal.elements.forEach((_, i) => texts.push(`${prefix}.${i}`));
    else for (const p of literal.properties) {
      if (p.type !== 'Property') continue;
      if (p.value.type === 'ObjectExpression') listTexts(p.value, `${prefix}.${keyName(p)}`);
      else if (!(p.value.type === 'Literal' && p.value.value === null)) texts.push(`${prefix}.${keyName(p)}`); // null: no text
    }
  };
  walk(ast, (node, parent, key) => {
    parents.set(node, { parent, key });
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init?.type === 'CallExpression') {
      const { callee, arguments: args } = node.init;
      if (callee.type === 'Identifier' && CATALOGUE_CALL.test(callee.name) && (args[1]?.type === 'ObjectExpression' || args[1]?.type === 'ArrayExpression')) {
        listTexts(args[1], args[0]?.type === 'Literal' ? String(args[0].value) : node.id.name);
        // A list is kept whole: its texts are read by index.
        if (args[1].type === 'ObjectExpression') groups.set(node.id.name, { literal: args[1], declarator: node });
      }
    }
  });
  const counts = bindingCounts(ast);
  for (const name of [...groups.keys()]) if (counts.get(name) !== 1) groups.delete(name); // shadowed: keep all

  const kept = new Set(); // ObjectExpression nodes kept whole
  const read = new Set(); // Property nodes read
  const child = (obj, name) => obj.properties.find((p) => p.type === 'Property' && keyName(p) === name);
  const keepWhole = (obj) => {
    kept.add(obj);
    for (const p of obj.properties) if (p.type === 'Property' && p.value.type === 'ObjectExpression') keepWhole(p.value);
  };
  walk(ast, (node, parent, key) => {
    if (node.type !== 'Identifier' || !groups.has(node.name) || !parent) return;
    if (parent === groups.get(node.name).declarator && key === 'id') return;
    if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
    if (parent.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand) return;
    let cur = node;
    let obj = groups.get(node.name).literal;
    for (;;) {
      const up = parents.get(cur);
      const p = up.parent;
      if (p.type === 'MemberExpression' && up.key === 'object' && !p.computed && p.property.type === 'Identifier') {
        const prop = child(obj, p.property.name);
        if (!prop) { keepWhole(obj); break; } // not a text of it (a method of a list, a typo): keep all
        read.add(prop);
        if (prop.value.type !== 'ObjectExpression') break; // a text, read or called
        cur = p;
        obj = prop.value;
        continue;
      }
      keepWhole(obj); // passed, indexed, spread, enumerated: every key is observable
      break;
    }
  });

  const unread = [];
  const visit = (obj, prefix) => {
    if (kept.has(obj)) return;
    for (const p of obj.properties) {
      if (p.type !== 'Property') continue;
      const name = `${prefix}.${keyName(p)}`;
      if (!read.has(p)) {
        // The comma after it goes too, so the literal stays valid.
        let end = p.end;
        while (/\s/.test(code[end] ?? '')) end += 1;
        unread.push({ start: p.start, end: code[end] === ',' ? end + 1 : p.end, key: name });
      } else if (p.value.type === 'ObjectExpression') visit(p.value, name);
    }
  };
  for (const [, { literal, declarator }] of groups) {
    const label = declarator.init.arguments[0];
    visit(literal, label?.type === 'Literal' ? String(label.value) : declarator.id.name);
  }
  const dropped = (text) => unread.some(({ key }) => text === key || text.startsWith(`${key}.`));
  return { unread, kept: texts.filter((text) => !dropped(text)) };
}

/**
 * Rollup output plugin (before terser): drops every unread catalogue text, with the source map kept.
 * `onKept` hears the keys of the texts the chunk keeps (the edition's public `TextCatalogue`, #30.4).
 * @param {{ onKept?: (keys: string[]) => void }} [options]
 */
export function pruneCatalogue({ onKept } = {}) {
  return {
    name: 'prune-catalogue',
    renderChunk(code, _chunk, outputOptions) {
      const { unread, kept } = catalogueTexts(code);
      onKept?.(kept);
      if (unread.length === 0) return null;
      const s = new MagicString(code);
      for (const { start, end } of unread) s.remove(start, end);
      return { code: s.toString(), map: outputOptions.sourcemap ? s.generateMap({ hires: true }) : null };
    },
  };
}
