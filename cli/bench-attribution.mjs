#!/usr/bin/env node
// `npm run bench:attribution` (after its `npm run build`): where the bytes of
// each browser bundle come from (issue #18), read from the bundle's sourcemap
// (dist/*.js.map, written by rollup). Each generated character is attributed
// to the source its mapping segment names (a segment covers its column up to
// the next segment's); characters with no source are "(unmapped)" (the IIFE
// wrapper, glue terser adds). Groups: by package (node_modules/<pkg>; our own
// code is "(ours)"), by source folder (src/core/messages,
// src/core/api/structs, src/features/<name>, embed, …) and by file.
//
// Gzip share, the method: each group's generated text (its characters
// concatenated in bundle order) is gzipped at -9 on its own; those sizes are
// scaled by one factor so that the parts sum to the whole bundle's gzip -9
// size. An estimate: a group compresses differently next to the rest.
// Usage: node cli/bench-attribution.mjs [--top N] [bundle.js ...]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { root } from './bench-kit.mjs';

const args = process.argv.slice(2);
let top = 15;
const files = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--top') top = Number(args[(i += 1)]);
  else files.push(args[i]);
}
if (!files.length) files.push('student-portal.js', 'student-portal-signup.js');

const base64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one mapping segment's base64 VLQ fields. */
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${JSON.stringify(char)} in ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The source index (or -1) of every character of `code`, from the map's
 * `mappings` (columns are UTF-16 units, as JS strings index them).
 */
function sourceOfEachChar(code, mappings) {
  const owner = new Int32Array(code.length).fill(-1);
  const lines = mappings.split(';');
  let lineStart = 0;
  let source = 0;
  for (let line = 0; line < lines.length && lineStart <= code.length; line += 1) {
    const lineEnd = code.indexOf('\n', lineStart) === -1 ? code.length : code.indexOf('\n', lineStart);
    let column = 0;
    const segments = [];
    for (const segment of lines[line].split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    for (let s = 0; s < segments.length; s += 1) {
      const from = lineStart + segments[s][0];
      const to = s + 1 < segments.length ? lineStart + segments[s + 1][0] : lineEnd;
      owner.fill(segments[s][1], Math.min(from, lineEnd), Math.min(to, lineEnd));
    }
    lineStart = lineEnd + 1;
  }
  return owner;
}

/** node_modules/<pkg> (scoped too), else "(ours)". */
const packageOf = (path) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? '(ours)';

/** The repository-relative path of one of our sources (the map's paths climb out of dist/.staging). */
const ownPath = (path) => /(?:^|\/)((?:src|embed|cli)\/.*)$/.exec(path)?.[1] ?? path.replace(/^(\.\.\/)+/, '');

/** src/features/<name>, src/core/api/structs, src/core/<dir>, src/<dir>, embed; a package's name. */
function folderOf(path) {
  const pkg = packageOf(path);
  if (pkg !== '(ours)') return `node_modules/${pkg}`;
  const parts = ownPath(path).split('/');
  if (parts[0] === 'embed') return 'embed';
  if (parts[1] === 'core' && parts[2] === 'api' && parts[3] === 'structs') return 'src/core/api/structs';
  if ((parts[1] === 'features' || parts[1] === 'core') && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.slice(0, Math.max(1, parts.length - 1)).join('/');
}

const fileOf = (path) => (packageOf(path) === '(ours)' ? ownPath(path) : `node_modules/${packageOf(path)}/…${path.slice(path.lastIndexOf('/'))}`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

function attribute(file) {
  const path = `${root}dist/${file}`;
  if (!existsSync(path) || !existsSync(`${path}.map`)) {
    process.stderr.write(`bench-attribution: dist/${file} or its .map is missing. Run \`npm run build\` first.\n`);
    process.exit(2);
  }
  const code = readFileSync(path, 'utf8');
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
  const owner = sourceOfEachChar(code, map.mappings);
  const wholeRaw = Buffer.byteLength(code);
  const wholeGzip = gzipSync(code, { level: 9 }).length;

  /** Groups the characters by key(sourcePath), in bundle order; raw bytes and an estimated gzip share each. */
  const table = (key) => {
    const chunks = new Map();
    let start = 0;
    for (let i = 1; i <= code.length; i += 1) {
      if (i < code.length && owner[i] === owner[start]) continue;
      const name = owner[start] === -1 ? '(unmapped)' : key(map.sources[owner[start]]);
      if (!chunks.has(name)) chunks.set(name, []);
      chunks.get(name).push(code.slice(start, i));
      start = i;
    }
    const rows = [...chunks].map(([name, parts]) => {
      const text = parts.join('');
      return { name, raw: Buffer.byteLength(text), alone: gzipSync(text, { level: 9 }).length };
    });
    const scale = wholeGzip / rows.reduce((sum, row) => sum + row.alone, 0);
    for (const row of rows) row.gzip = row.alone * scale;
    return { rows: rows.sort((a, b) => b.gzip - a.gzip), scale };
  };

  const print = (title, { rows, scale }, limit) => {
    process.stdout.write(`\n  ${title} (${rows.length} groups; scale ${scale.toFixed(3)}${limit < rows.length ? `; top ${limit}` : ''}):\n`);
    process.stdout.write(`    ${'gzip≈'.padStart(9)} ${'share'.padStart(6)} ${'raw'.padStart(9)}  group\n`);
    for (const row of rows.slice(0, limit)) {
      process.stdout.write(`    ${kb(row.gzip).padStart(9)} ${pct(row.gzip, wholeGzip).padStart(6)} ${kb(row.raw).padStart(9)}  ${row.name}\n`);
    }
    if (limit < rows.length) {
      const rest = rows.slice(limit);
      const gzip = rest.reduce((sum, row) => sum + row.gzip, 0);
      const raw = rest.reduce((sum, row) => sum + row.raw, 0);
      process.stdout.write(`    ${kb(gzip).padStart(9)} ${pct(gzip, wholeGzip).padStart(6)} ${kb(raw).padStart(9)}  (${rest.length} more)\n`);
    }
  };

  const cliGzip = spawnSync('gzip', ['-9c', path], { maxBuffer: 1 << 26 }).stdout?.length;
  process.stdout.write(`\nattribution: dist/${file}: ${wholeRaw} bytes raw, ${wholeGzip} bytes node zlib gzip -9 (${kb(wholeGzip)})${cliGzip ? `, ${cliGzip} bytes \`gzip -9c\`` : ''}, ${map.sources.length} sources\n`);
  process.stdout.write('  method: each group\'s generated characters (from the sourcemap) concatenated and gzipped -9 alone, then scaled so the groups sum to the whole gzip size\n');
  print('by package', table(packageOf), Infinity);
  print('by source folder', table(folderOf), top);
  print('by file', table(fileOf), top);
  print('by kind (our *-css.ts, src/core/messages, src/core/api/structs, other)', table((source) => {
    if (packageOf(source) !== '(ours)') return 'packages';
    const own = ownPath(source);
    if (/-css\.ts$/.test(own)) return 'CSS (*-css.ts)';
    if (own.startsWith('src/core/messages/')) return 'messages';
    if (own.startsWith('src/core/api/structs/')) return 'structs';
    return 'other code of ours';
  }), Infinity);
}

for (const file of files) attribute(file);
