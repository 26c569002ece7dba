#!/usr/bin/env node
// `npm run build`: every bundle of rollup.config.mjs, built at the same time (#28). The rollup CLI
// builds a config array one bundle after another, and each browser bundle spends most of its time
// in terser, on a worker thread, while the main thread waits; started together, one bundle's
// module graph is read and transformed while another's terser runs, on both cores. The outputs are
// the same files (each bundle's steps and options are unchanged; the TypeScript program is still
// compiled once, shared by every bundle). Warnings print as rollup's CLI prints them, with their
// bundle; a failing bundle fails the build (exit 1) once the others have stopped.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { rollup } from 'rollup';

// rollup.config.mjs names its inputs and outputs from the package's root.
process.chdir(fileURLToPath(new URL('../..', import.meta.url)));
const { default: configs, elementScript } = await import(new URL('../../rollup.config.mjs', import.meta.url).href);

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

async function build(config) {
  const started = performance.now();
  const outputs = Array.isArray(config.output) ? config.output : [config.output];
  // A folder output (the full portal's module and its chunks, #31.4) is named by its entries.
  const name = outputs.map((o) => o.file ?? Object.keys(config.input).map((entry) => `${o.dir}/${entry}.mjs`).join(', ')).join(', ').replaceAll('.staging/', '');
  const input = typeof config.input === 'string' ? config.input : Object.values(config.input).join(', ');
  const chunks = typeof config.input === 'string' ? '' : ' and its chunks';
  const onwarn = config.onwarn ?? ((warning, warn) => warn(warning));
  const bundle = await rollup({
    ...config,
    onwarn: (warning) =>
      onwarn(warning, (w) => {
        const text = typeof w === 'string' ? w : `${w.code ? `${w.code}: ` : ''}${w.message}`;
        process.stderr.write(`(!) ${input}: ${text}\n`);
      }),
  });
  const written = [];
  try {
    for (const output of outputs) written.push(...(await bundle.write(output)).output.map((file) => file.fileName));
  } finally {
    await bundle.close();
  }
  process.stdout.write(`${input} → ${name}${chunks} in ${seconds(performance.now() - started)}\n`);
  return written.map((file) => file.split('/').pop());
}

const started = performance.now();
const results = await Promise.allSettled(configs.map(build));
const failed = results.filter((r) => r.status === 'rejected');
for (const { reason } of failed) process.stderr.write(`[!] ${reason?.stack ?? reason}\n`);
if (failed.length > 0) process.exit(1);
const written = results.flatMap((result) => result.value);

// The full portal module's chunks have fixed names (#31.4): a chunk an earlier build wrote and this one
// did not (renamed, merged) is removed, so dist/ and the package hold only what the module imports.
for (const file of readdirSync('dist')) {
  if (/^student-portal-[\w-]+\.mjs(\.map)?$/.test(file) && !written.includes(file.replace(/\.map$/, ''))) rmSync(`dist/${file}`);
}

/**
 * #31.3: the custom element's script is the full portal's script with the element's add-on after it
 * (one file for a page, with the global and every screen), and one source map for both: the add-on's
 * lines follow the script's, its sources and names after the script's.
 */
function writeElementScript({ base, addOn, file }) {
  const code = (path) => readFileSync(path, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
  const map = (path) => JSON.parse(readFileSync(`${path}.map`, 'utf8'));
  const [baseCode, baseMap] = [code(`dist/${base}`), map(`dist/${base}`)];
  const [addOnCode, addOnMap] = [code(`dist/.staging/${addOn}`), map(`dist/.staging/${addOn}`)];
  const lines = decode(baseMap.mappings);
  const baseLines = baseCode.split('\n').length;
  while (lines.length < baseLines) lines.push([]);
  const sources = baseMap.sources.length;
  const names = baseMap.names.length;
  for (const line of decode(addOnMap.mappings)) {
    lines.push(line.map(([column, source, ...rest]) => (source === undefined ? [column] : rest.length === 3 ? [column, source + sources, rest[0], rest[1], rest[2] + names] : [column, source + sources, ...rest])));
  }
  const contents = (m) => m.sourcesContent ?? m.sources.map(() => null);
  const merged = {
    version: 3,
    file,
    sources: [...baseMap.sources, ...addOnMap.sources],
    sourcesContent: [...contents(baseMap), ...contents(addOnMap)],
    names: [...baseMap.names, ...addOnMap.names],
    mappings: encode(lines),
  };
  writeFileSync(`dist/.staging/${file}.map`, JSON.stringify(merged));
  writeFileSync(`dist/.staging/${file}`, `${baseCode}\n${addOnCode}\n//# sourceMappingURL=${file}.map\n`);
  renameSync(`dist/.staging/${file}.map`, `dist/${file}.map`);
  renameSync(`dist/.staging/${file}`, `dist/${file}`);
  for (const staged of [addOn, `${addOn}.map`]) rmSync(`dist/.staging/${staged}`, { force: true });
}
writeElementScript(elementScript);

// #30.6: the sha384 SRI value of every browser file, for a host that serves them from a CDN
// (`<script src integrity crossorigin>`); written after the bundles, replaced in one step. The full
// portal module's chunks are browser files too (#31.4: a page importing the module loads them).
const browserFiles = [...written.filter((file) => file !== elementScript.addOn), elementScript.file].filter((file) => /^student-portal[\w-]*\.m?js$/.test(file)).sort();
// Issue #32: each locale's script and module, by their path in dist/.
const localeFiles = existsSync('dist/locales') ? readdirSync('dist/locales').filter((file) => /\.m?js$/.test(file)).map((file) => `locales/${file}`).sort() : [];
const integrity = Object.fromEntries(
  [...browserFiles, ...localeFiles].map((file) => [file, `sha384-${createHash('sha384').update(readFileSync(`dist/${file}`)).digest('base64')}`]),
);
writeFileSync('dist/.integrity.json', `${JSON.stringify(integrity, null, 2)}\n`);
renameSync('dist/.integrity.json', 'dist/integrity.json');
// #30.5: the open-source libraries inside the bundles (read from their source maps), each with its
// license text: the minified browser files keep no comments, so the notices ship beside them.
const bundled = new Set();
for (const map of readdirSync('dist').filter((file) => file.endsWith('.map'))) {
  for (const source of JSON.parse(readFileSync(`dist/${map}`, 'utf8')).sources) {
    const at = source.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
    bundled.add(scope.startsWith('@') ? `${scope}/${name}` : scope);
  }
}
const notices = [...bundled].sort().map((name) => {
  const dir = `node_modules/${name}`;
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  const license = manifest.license ?? manifest.licenses?.map((l) => l.type ?? l).join(' OR ') ?? 'see its files';
  const file = existsSync(dir) ? readdirSync(dir).find((f) => /^licen[cs]e(\.(md|txt))?$/i.test(f)) : undefined;
  const text = file ? readFileSync(`${dir}/${file}`, 'utf8').trim() : `(${license}: no license file in the package)`;
  return `${manifest.name} ${manifest.version} (${license})\n${'-'.repeat(72)}\n${text}\n`;
});
writeFileSync(
  'dist/.third-party-notices.txt',
  `Open-source libraries bundled into student-portal's browser files and CLI, with their licenses.\n\n${notices.join('\n')}`,
);
renameSync('dist/.third-party-notices.txt', 'dist/third-party-notices.txt');
process.stdout.write(`built ${configs.length} bundles in ${seconds(performance.now() - started)}\n`);
