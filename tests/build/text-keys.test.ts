import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueTextTypes, textCatalogueBlock, withBlock } from '../../cli/build/text-keys.mjs';

const root = join(import.meta.dirname, '../..');
/** The registry's texts and their types, read once (a TypeScript program over src/core/messages). */
const textTypes = catalogueTextTypes(root);

describe('the d.ts lists every text a mount may replace (#19.4)', () => {
  it('is up to date with src/core/messages (else: node cli/build/text-keys.mjs --write)', () => {
    const dts = readFileSync(join(root, 'embed/student-portal.d.ts'), 'utf8');
    expect(withBlock(dts, textCatalogueBlock(root, textTypes))).toBe(dts);
  });

  it('types each text by its kind: strings, and functions of the catalogue arguments', () => {
    const types = new Map(textTypes);
    expect(types.get('accessScreens.logIn')).toBe('string');
    expect(types.get('accessErrors.loginFailed')).toBe('string');
    expect(types.get('accessScreens.loginHeading')).toBe('string | ((brand: string) => string)');
    expect(types.get('caseCreateTexts.counter')).toBe('string | ((used: number, max: number) => string)');
    expect(types.get('testDateLabels.0')).toBe('string');
    // A nested object under `satisfies` is texts by key; a null is no text (#30.4: as the bundle keeps them).
    expect(types.get('shipmentsTexts.carriers.ups')).toBe('string');
    expect(types.has('shipmentsTexts.carriers')).toBe(false);
    expect(types.has('shipmentsTexts.carriers.other')).toBe(false);
    // Protocol values matched against upstream data are not texts to replace.
    expect([...types.keys()].some((k) => k.startsWith('subscriptionCancellation.'))).toBe(false);
    expect(types.size).toBeGreaterThan(600);
  });
});

describe('the catalogue registry (#19.4)', () => {
  it('has every group of src/core/messages, so each text can be replaced (protocol values excepted)', () => {
    const dir = join(root, 'src/core/messages');
    const unregistered = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/^export const (\w+) = (?!\/\*#__PURE__\*\/ catalogue\('\1', )/gm)].map((m) => m[1]));
    expect(unregistered).toEqual(['subscriptionCancellation']);
  });
});
