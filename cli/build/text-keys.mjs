// The public type of the texts a mount may replace (issue #19.4): every key of the catalogue's registry
// (`catalogue('group', {...})` in src/core/messages/*.ts) with the type of its text, written into
// embed/student-portal.d.ts between the markers (BEGIN, END: cli/build/public-types.mjs). tests/build/text-keys.test.ts fails when the
// d.ts is behind the catalogue; `node cli/build/text-keys.mjs --write` brings it up to date.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { BEGIN, END } from './public-types.mjs';

const MESSAGES = 'src/core/messages';
const DTS = 'embed/student-portal.d.ts';

/** A parameter's type as the d.ts can spell it: aliases (e.g. `Carrier`) expanded to their members. */
function typeText(checker, type) {
  if (type.aliasSymbol && type.isUnion()) return type.types.map((t) => checker.typeToString(t)).join(' | ');
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}

/** `[key, type]` of every text in the registry, in source order. */
export function catalogueTextTypes(root = process.cwd()) {
  const dir = join(root, MESSAGES);
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));
  const program = ts.createProgram(files, { strict: true, target: ts.ScriptTarget.ES2022, noEmit: true });
  const checker = program.getTypeChecker();
  const out = [];
  const visit = (object, prefix) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`${prefix}: only "key: value" members can be replaced`);
      const key = `${prefix}.${property.name.getText().replace(/^['"]|['"]$/g, '')}`;
      let value = property.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression;
      // No text (a carrier without a name): a mount has nothing there to replace.
      if (value.kind === ts.SyntaxKind.NullKeyword) continue;
      if (ts.isObjectLiteralExpression(value)) visit(value, key);
      // A list inside a group (adeTexts.devices): one text per item, as a group that is a list (#32).
      else if (ts.isArrayLiteralExpression(value)) value.elements.forEach((_, i) => out.push([`${key}.${i}`, 'string']));
      else if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) {
        const params = value.parameters.map((p) => `${p.name.getText()}: ${typeText(checker, checker.getTypeAtLocation(p))}`);
        out.push([key, `string | ((${params.join(', ')}) => string)`]);
      } else out.push([key, 'string']);
    }
  };
  for (const file of files) {
    const source = program.getSourceFile(file);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const call = declaration.initializer;
        if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'catalogue') continue;
        const [name, texts] = call.arguments;
        let literal = texts;
        while (ts.isAsExpression(literal)) literal = literal.expression;
        if (ts.isArrayLiteralExpression(literal)) literal.elements.forEach((_, i) => out.push([`${name.text}.${i}`, 'string']));
        else visit(literal, name.text);
      }
    }
  }
  return out;
}

/** The generated block of the d.ts (from `types`, when the caller has read them already). */
export function textCatalogueBlock(root, types = catalogueTextTypes(root)) {
  return [BEGIN, ...types.map(([key, type]) => `  '${key}': ${type};`), END].join('\n');
}

/** The d.ts with its generated block replaced by `block`. */
export function withBlock(dts, block) {
  const start = dts.indexOf(BEGIN);
  const end = dts.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error(`${DTS}: the generated block's markers are missing`);
  return dts.slice(0, start) + block + dts.slice(end + END.length);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop())) {
  const dts = readFileSync(DTS, 'utf8');
  const next = withBlock(dts, textCatalogueBlock());
  if (process.argv.includes('--write')) writeFileSync(DTS, next);
  else process.stdout.write(next === dts ? `${DTS} is up to date\n` : `${DTS} is behind the catalogue: run node cli/build/text-keys.mjs --write\n`);
}
