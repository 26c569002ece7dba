// Build helper: terser with the message catalogue's key names mangled (issue #18, load cost).
//
// Terser's property mangling renames every property matching its regex anywhere in the bundle, so the
// regex here is the exact list of the names that are safe to rename in THIS chunk, computed from the
// chunk rollup rendered (before minification). A name is renamed only if:
// - it is a key of an object literal reachable from a top-level const of src/core/messages/ (the catalogue);
// - every object literal of the catalogue that has it is used only as `catalogue.path.key` (never passed
//   whole, spread, indexed with [], enumerated): its keys are never observable as strings;
// - it appears nowhere else in the chunk as a property: no other object key, pattern key, class member,
//   string literal, or `x.name` on anything other than a catalogue path (host options, upstream JSON
//   fields, DOM APIs, library internals, the public API all keep their names).
// Terser itself also reserves the DOM/JS builtin names (its domprops list).
import terser from '@rollup/plugin-terser';
import { parseAst } from 'rollup/parseAst';

const MESSAGES = /[\\/]src[\\/]core[\\/]messages[\\/][^\\/]+\.ts$/;

function keyName(node, computed) {
  if (computed) return node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'Literal') return String(node.value);
  return null;
}

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

/**
 * The names safe to mangle in one rendered chunk.
 * @param {string} code the chunk's code before minification
 * @param {Record<string, { code: string | null }>} modules rollup's chunk.modules
 */
export function safeMessageKeys(code, modules) {
  // Root names: top-level consts of the messages modules initialised with an object literal.
  const rootNames = new Set();
  for (const [id, mod] of Object.entries(modules)) {
    if (!MESSAGES.test(id) || !mod.code) continue;
    for (const stmt of parseAst(mod.code).body) {
      if (stmt.type !== 'VariableDeclaration') continue;
      for (const d of stmt.declarations) if (d.id.type === 'Identifier' && d.init?.type === 'ObjectExpression') rootNames.add(d.id.name);
    }
  }
  const ast = parseAst(code);
  const declarations = new Map(); // name → declaring Identifier nodes
  const parents = new Map();
  walk(ast, (node, parent, key) => {
    parents.set(node, { parent, key });
    if (node.type === 'Identifier' && rootNames.has(node.name) && parent && (
      (parent.type === 'VariableDeclarator' && key === 'id') || ((parent.type === 'FunctionDeclaration' || parent.type === 'FunctionExpression' || parent.type === 'ArrowFunctionExpression') && key === 'params')
      || (parent.type === 'ClassDeclaration' && key === 'id') || (parent.type === 'FunctionDeclaration' && key === 'id') || (parent.type === 'CatchClause' && key === 'param')
      || (parent.type === 'Property' && key === 'value' && parents.get(parent)?.parent?.type === 'ObjectPattern'))) {
      declarations.set(node.name, [...(declarations.get(node.name) ?? []), node]);
    }
  });
  // Catalogue literals: the root's literal and every object literal nested in it as a property value.
  const literalOf = new Map(); // root name → ObjectExpression
  for (const [name, decls] of declarations) {
    if (decls.length !== 1) continue; // shadowed somewhere: not a catalogue reference we can trust
    const { parent } = parents.get(decls[0]);
    if (parent.type === 'VariableDeclarator' && parent.init?.type === 'ObjectExpression') literalOf.set(name, parent.init);
  }
  const catalogue = new Set();
  const escaped = new Set();
  const addNested = (obj, set) => {
    set.add(obj);
    for (const p of obj.properties) if (p.type === 'Property' && p.value.type === 'ObjectExpression') addNested(p.value, set);
  };
  for (const obj of literalOf.values()) addNested(obj, catalogue);
  const child = (obj, name) => {
    for (const p of obj.properties) {
      if (p.type === 'SpreadElement') return undefined;
      if (keyName(p.key, p.computed) === name) return p.value;
    }
    return undefined;
  };
  const excluded = new Set();
  const catalogueAccesses = new Set(); // MemberExpression nodes that read a catalogue path
  // Every reference to a root: follow `.key` while it leads to a catalogue literal; any other use lets it escape.
  walk(ast, (node, parent, key) => {
    if (node.type !== 'Identifier' || !literalOf.has(node.name) || !parent) return;
    if (parent.type === 'VariableDeclarator' && key === 'id') return;
    if ((parent.type === 'MemberExpression' && key === 'property' && !parent.computed) || (parent.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand)) return;
    let cur = node;
    let obj = literalOf.get(node.name);
    for (;;) {
      const up = parents.get(cur);
      const p = up.parent;
      if (p.type === 'MemberExpression' && up.key === 'object' && !p.computed && p.property.type === 'Identifier') {
        catalogueAccesses.add(p);
        const next = child(obj, p.property.name);
        if (next === undefined) { excluded.add(p.property.name); break; }
        if (next.type !== 'ObjectExpression') break; // a text or a function: read or called, nothing to escape
        cur = p;
        obj = next;
        continue;
      }
      if (p.type === 'CallExpression' && up.key === 'callee') break;
      addNested(obj, escaped); // passed, indexed, spread, enumerated: its keys are observable
      break;
    }
  });
  const candidates = new Set();
  const keysOf = (obj) => obj.properties.filter((p) => p.type === 'Property').map((p) => keyName(p.key, p.computed));
  for (const obj of catalogue) for (const k of keysOf(obj)) if (k !== null) (escaped.has(obj) ? excluded : candidates).add(k);
  // Everything that names a property outside the catalogue keeps its name.
  walk(ast, (node, parent) => {
    switch (node.type) {
      case 'Property':
      case 'MethodDefinition':
      case 'PropertyDefinition':
        if (parent && catalogue.has(parent) && node.type === 'Property') return;
        { const k = keyName(node.key, node.computed); if (k !== null) excluded.add(k); }
        return;
      case 'MemberExpression':
        if (!catalogueAccesses.has(node)) { const k = keyName(node.property, node.computed); if (k !== null) excluded.add(k); }
        return;
      case 'Literal':
        if (typeof node.value === 'string') excluded.add(node.value);
        return;
      case 'TemplateElement':
        excluded.add(node.value.cooked ?? node.value.raw);
        return;
      default:
    }
  });
  return [...candidates].filter((k) => !excluded.has(k) && /^[A-Za-z_$][\w$]*$/.test(k)).sort();
}

/**
 * @rollup/plugin-terser with the catalogue's safe key names mangled per chunk (see the file's head).
 * @param {import('terser').MinifyOptions} options
 */
export function terserMangleMessageKeys(options) {
  return {
    name: 'terser-message-keys',
    renderChunk(code, chunk, outputOptions) {
      const keys = safeMessageKeys(code, chunk.modules);
      const properties = keys.length > 0 ? { regex: new RegExp(`^(?:${keys.join('|')})$`) } : false;
      const mangle = options.mangle === false ? false : { ...(options.mangle ?? {}), properties };
      return terser({ ...options, mangle }).renderChunk.call(this, code, chunk, outputOptions);
    },
  };
}
