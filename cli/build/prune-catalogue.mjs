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
    else if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') add(node.local);
  });
  return counts;
}

const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

/** The file a chunk's relative import names, as a fileName of the bundle (`./x.mjs` from `a/b.mjs` → `a/x.mjs`). */
function importedFile(fileName, source) {
  if (!source.startsWith('.')) return null;
  const parts = fileName.split('/').slice(0, -1);
  for (const part of source.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
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
  return bundleCatalogueTexts([{ fileName: 'bundle.js', code, entry: true }]).get('bundle.js');
}

/**
 * The texts of the registered catalogue literals of every chunk of one output (#31.4: the ES module's
 * entry and its chunks), per chunk: its groups' unread texts and kept keys. A group one chunk declares
 * and exports (rollup's `export { g as a }`) and another imports (`import { a as g } from './x.mjs'`)
 * keeps each text some chunk reads. An entry's exports are public (`entry`: keep the group whole), as
 * is a group re-exported (`export { a as texts } from './x.mjs'`).
 * @param {{ fileName: string, code: string, entry?: boolean }[]} chunks rendered, before minification
 * @returns {Map<string, { unread: { start: number, end: number, key: string }[], kept: string[] }>}
 */
export function bundleCatalogueTexts(chunks) {
  const parsed = chunks.map(({ fileName, code, entry = false }) => ({ fileName, code, entry, ast: parseAst(code), groups: new Map(), texts: [] }));
  const parents = new Map();
  const kept = new Set(); // ObjectExpression nodes kept whole
  const read = new Set(); // Property nodes read
  const keepWhole = (obj) => {
    kept.add(obj);
    for (const p of obj.properties) if (p.type === 'Property' && p.value.type === 'ObjectExpression') keepWhole(p.value);
  };

  // Each chunk's own groups: binding name → { literal, declarator, label } (a list is kept whole: read by index).
  for (const chunk of parsed) {
    const listTexts = (literal, prefix) => {
      if (literal.type === 'ArrayExpression') literal.elements.forEach((_, i) => chunk.texts.push(`${prefix}.${i}`));
      else for (const p of literal.properties) {
        if (p.type !== 'Property') continue;
        if (p.value.type === 'ObjectExpression') listTexts(p.value, `${prefix}.${keyName(p)}`);
        else if (!(p.value.type === 'Literal' && p.value.value === null)) chunk.texts.push(`${prefix}.${keyName(p)}`); // null: no text
      }
    };
    walk(chunk.ast, (node, parent, key) => {
      parents.set(node, { parent, key });
      if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init?.type === 'CallExpression') {
        const { callee, arguments: args } = node.init;
        if (callee.type === 'Identifier' && CATALOGUE_CALL.test(callee.name) && (args[1]?.type === 'ObjectExpression' || args[1]?.type === 'ArrayExpression')) {
          const label = args[0]?.type === 'Literal' ? String(args[0].value) : node.id.name;
          listTexts(args[1], label);
          if (args[1].type === 'ObjectExpression') chunk.groups.set(node.id.name, { literal: args[1], declarator: node, label });
        }
      }
    });
  }

  // Groups exported to other chunks, by `file\0exported name`; exported from an entry (public) or
  // declared with `export const`: kept whole.
  const exported = new Map();
  for (const chunk of parsed) {
    for (const [, { literal, declarator }] of chunk.groups) {
      if (parents.get(parents.get(declarator).parent)?.parent?.type === 'ExportNamedDeclaration') keepWhole(literal);
    }
    for (const statement of chunk.ast.body) {
      if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue;
      for (const specifier of statement.specifiers) {
        const group = chunk.groups.get(nameOf(specifier.local));
        if (!group) continue;
        if (chunk.entry) keepWhole(group.literal);
        else exported.set(`${chunk.fileName}\0${nameOf(specifier.exported)}`, group);
      }
    }
  }

  // Groups imported from another chunk: in the importing chunk, its local name stands for the group.
  for (const chunk of parsed) {
    for (const statement of chunk.ast.body) {
      const from = statement.source && importedFile(chunk.fileName, String(statement.source.value));
      if (!from) continue;
      for (const specifier of statement.specifiers ?? []) {
        const imported = specifier.type === 'ImportSpecifier' || specifier.type === 'ExportSpecifier' ? nameOf(specifier.type === 'ImportSpecifier' ? specifier.imported : specifier.local) : null;
        const group = imported === null ? undefined : exported.get(`${from}\0${imported}`);
        if (!group) continue;
        if (statement.type === 'ImportDeclaration') chunk.groups.set(specifier.local.name, { ...group, declarator: null });
        else keepWhole(group.literal); // re-exported: public, or read where this analysis does not look
      }
    }
  }

  for (const chunk of parsed) {
    const counts = bindingCounts(chunk.ast);
    for (const [name, { literal }] of chunk.groups) {
      if (counts.get(name) !== 1) {
        keepWhole(literal); // shadowed: keep all
        chunk.groups.delete(name);
      }
    }
    const child = (obj, name) => obj.properties.find((p) => p.type === 'Property' && keyName(p) === name);
    walk(chunk.ast, (node, parent, key) => {
      if (node.type !== 'Identifier' || !chunk.groups.has(node.name) || !parent) return;
      const group = chunk.groups.get(node.name);
      if (parent === group.declarator && key === 'id') return;
      if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
      if (parent.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand) return;
      if (parent.type === 'ImportSpecifier') return;
      // Its export to other chunks: they are read above (an entry's exports kept the group whole).
      if (parent.type === 'ExportSpecifier' && parents.get(parent).parent.source === null) return;
      let cur = node;
      let obj = group.literal;
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
  }

  const result = new Map();
  for (const chunk of parsed) {
    const unread = [];
    const visit = (obj, prefix) => {
      if (kept.has(obj)) return;
      for (const p of obj.properties) {
        if (p.type !== 'Property') continue;
        const name = `${prefix}.${keyName(p)}`;
        if (!read.has(p)) {
          // The comma after it goes too, so the literal stays valid.
          let end = p.end;
          while (/\s/.test(chunk.code[end] ?? '')) end += 1;
          unread.push({ start: p.start, end: chunk.code[end] === ',' ? end + 1 : p.end, key: name });
        } else if (p.value.type === 'ObjectExpression') visit(p.value, name);
      }
    };
    for (const [, { literal, declarator, label }] of chunk.groups) if (declarator) visit(literal, label);
    const dropped = (text) => unread.some(({ key }) => text === key || text.startsWith(`${key}.`));
    result.set(chunk.fileName, { unread, kept: chunk.texts.filter((text) => !dropped(text)) });
  }
  return result;
}

/**
 * Rollup output plugin (before terser): drops every unread catalogue text, with the source map kept.
 * `onKept` hears the keys of the texts each chunk keeps (the edition's public `TextCatalogue`, #30.4).
 * The chunks of an output are read together (#31.4: a group one chunk declares may be read in
 * another): each chunk's renderChunk waits until every chunk of the output has reached it.
 * @param {{ onKept?: (keys: string[]) => void }} [options]
 */
export function pruneCatalogue({ onKept } = {}) {
  let round = null;
  return {
    name: 'prune-catalogue',
    renderStart() {
      round = null;
    },
    async renderChunk(code, chunk, outputOptions, meta) {
      if (!round) {
        let resolve;
        round = { chunks: [], expected: Object.keys(meta.chunks).length, ready: new Promise((r) => (resolve = r)) };
        round.resolve = resolve;
      }
      const current = round;
      // rollup renders the chunks of an output side by side; an entry's exports are public.
      current.chunks.push({ fileName: chunk.fileName, code, entry: chunk.isEntry || chunk.isDynamicEntry });
      if (current.chunks.length === current.expected) current.resolve(bundleCatalogueTexts(current.chunks));
      const { unread, kept } = (await current.ready).get(chunk.fileName);
      onKept?.(kept);
      if (unread.length === 0) return null;
      const s = new MagicString(code);
      for (const { start, end } of unread) s.remove(start, end);
      return { code: s.toString(), map: outputOptions.sourcemap ? s.generateMap({ hires: true }) : null };
    },
  };
}
