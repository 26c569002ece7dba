// A team's TypeScript project using the installed package (#30.4): tests/package/consumer/ type-checked
// against node_modules/student-portal under each moduleResolution a host may use. The build test stages
// the package from dist/; the same check runs on any directory an `npm install` (or an unpacked
// `npm pack`) filled.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** The moduleResolution settings a consumer may have: one tsconfig.<resolution>.json each in the fixture. */
export const resolutions = ['node10', 'node16', 'bundler'] as const;
export type Resolution = (typeof resolutions)[number];

const fixture = join(import.meta.dirname, 'consumer');
const root = join(import.meta.dirname, '../..');

/**
 * The fixture's programs: its tsconfig's files (the module imports), then each scripts' page on its
 * own, since a page's `/// <reference types>` makes the global visible to every file of its program.
 */
const scriptPages = ['script/portal-page.ts', 'script/signup-page.ts'];

/**
 * Lays out `dir/node_modules/student-portal` as installing the package would: package.json, README.md
 * and what package.json `files` names (`dir/*.ext` patterns, files and folders), from `packageRoot`
 * (the repository, once `npm run build` wrote dist/). Returns the installed package's folder.
 */
export function stageInstalledPackage(dir: string, packageRoot = root): string {
  const installed = join(dir, 'node_modules/student-portal');
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  const { files = [] } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { files?: string[] };
  const copy = (path: string) => {
    mkdirSync(dirname(join(installed, path)), { recursive: true });
    cpSync(join(packageRoot, path), join(installed, path), { recursive: true });
  };
  for (const always of ['package.json', 'README.md']) copy(always);
  for (const pattern of files) {
    const star = pattern.indexOf('*');
    if (star < 0) {
      if (existsSync(join(packageRoot, pattern))) copy(pattern);
      continue;
    }
    const folder = dirname(pattern);
    const name = pattern.slice(folder.length + 1);
    if (folder.includes('*') || name.indexOf('*') !== name.lastIndexOf('*')) throw new Error(`stageInstalledPackage: "files" pattern ${pattern} is not dir/*.ext`);
    const [head = '', tail = ''] = name.split('*');
    if (!existsSync(join(packageRoot, folder))) continue;
    for (const entry of readdirSync(join(packageRoot, folder))) {
      const path = join(folder, entry);
      if (entry.startsWith(head) && entry.endsWith(tail) && statSync(join(packageRoot, path)).isFile()) copy(path);
    }
  }
  return installed;
}

/** Parsed lib files (lib.dom.d.ts…), shared by every program: they do not depend on the resolution. */
const libFiles = new Map<string, ts.SourceFile>();
const libDir = dirname(ts.getDefaultLibFilePath({}));

/** A compiler host reusing the parsed (and bound) lib files across programs. */
function hostFor(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.startsWith(libDir)) return read(fileName, languageVersion, ...rest);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    let file = libFiles.get(key);
    if (!file) {
      file = read(fileName, languageVersion, ...rest);
      if (file) libFiles.set(key, file);
    }
    return file;
  };
  return host;
}

/**
 * Copies tests/package/consumer to `projectDir/consumer-types` (replacing it) and type-checks it with
 * TypeScript's compiler (tsc's, in this process) under tsconfig.<resolution>.json: the module files
 * in one program, each script page in its own. `projectDir` holds node_modules/student-portal.
 * Returns the diagnostics as `file:line TScode message` (none: every use compiles and every
 * `@ts-expect-error` line is an error).
 */
export function typecheckConsumer(projectDir: string, resolution: Resolution): string[] {
  const dir = join(projectDir, 'consumer-types');
  rmSync(dir, { recursive: true, force: true });
  cpSync(fixture, dir, { recursive: true });
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, `tsconfig.${resolution}.json`), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`typecheckConsumer: no tsconfig.${resolution}.json`);
  const programs = [config.fileNames, ...scriptPages.map((page) => [join(dir, page)])];
  return programs.flatMap((rootNames) => {
    const program = ts.createProgram({ rootNames, options: config.options, host: hostFor(config.options) });
    return [...config.errors, ...ts.getPreEmitDiagnostics(program)].map((d) => {
      const where = d.file && d.start !== undefined ? `${relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
      return `${where}TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  });
}
