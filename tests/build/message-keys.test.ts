// The build mangles the message catalogue's key names (cli/build/message-keys.mjs, issue #18): only
// names that are never a property of anything else, and never those of a catalogue object whose keys
// can be observed. The dist checks need `npm run build` first (as the browser tests do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeMessageKeys } from '../../cli/build/message-keys.mjs';

const messages = (code: string) => ({ '/p/src/core/messages/demo.ts': { code } });
const catalogue = "const demoTexts = { heading: 'Hello', brandTitle: (b) => `${b} Login`, nested: { inner: 'x' } };";

describe('safeMessageKeys', () => {
  it.each([
    ['read only through the catalogue', 'demoTexts.heading; demoTexts.brandTitle(1); demoTexts.nested.inner;', ['brandTitle', 'heading', 'inner', 'nested']],
    ['the same name read from a host option', 'demoTexts.heading; options.heading;', ['brandTitle', 'inner', 'nested']],
    ['the same name as another object key', 'demoTexts.heading; send({ heading: 1 });', ['brandTitle', 'inner', 'nested']],
    ['the same name in a destructuring pattern', 'demoTexts.heading; const { heading } = answer;', ['brandTitle', 'inner', 'nested']],
    ['the same name as a string', "demoTexts.heading; el.getAttribute('heading');", ['brandTitle', 'inner', 'nested']],
    ['the same name as a computed key', "demoTexts.heading; x['heading'];", ['brandTitle', 'inner', 'nested']],
    ['a nested object indexed', 'demoTexts.heading; demoTexts.nested[key];', ['brandTitle', 'heading', 'nested']],
    ['a nested object passed whole', 'demoTexts.heading; show(demoTexts.nested);', ['brandTitle', 'heading', 'nested']],
    ['the catalogue enumerated', 'Object.keys(demoTexts);', []],
    ['the catalogue spread', 'const all = { ...demoTexts };', []],
    ['the catalogue name shadowed', 'function f(demoTexts) { return demoTexts.heading; }', []],
  ])('%s', (_, use, expected) => {
    const code = `${catalogue}\n${use}`;
    expect(safeMessageKeys(code, messages(catalogue))).toEqual(expected);
  });
});

/** The public API (embed/student-portal.d.ts) and the events' fields must keep their names. */
const publicNames = [
  'mount', 'version', 'unmount', 'navigate', 'on', 'off',
  'brand', 'apiBase', 'routing', 'initialPath', 'isolation', 'onEvent', 'portalUrl', 'chat',
  'type', 'event', 'classId', 'classCode', 'programCode', 'existingUser', 'family', 'path',
];

describe.each(['student-portal.js', 'student-portal-signup.js'])('dist/%s', (file) => {
  const code = readFileSync(join(process.cwd(), 'dist', file), 'utf8');

  it.each(publicNames)('keeps the public name %s', (name) => {
    expect(code).toMatch(new RegExp(`(?:\\.|[{,]"?)${name}\\b(?!\\$)`));
  });

  // Keys of catalogue objects terser keeps as objects (accessErrors, accessValidation): present in a build without the lever.
  it.each(['loginLocked', 'eventAlreadyEnrolled', 'loginEmailRequired', 'signupPasswordTooShort'])('has the catalogue key %s mangled (the lever is active)', (key) => {
    expect(code).not.toContain(key);
  });
});

describe('dist/student-portal-signup.js', () => {
  // A catalogue object only ever read as `texts.key` is split by terser into one constant per text and
  // the unread ones dropped; a table indexed by data (`texts.table[id]`) nested in it would keep the
  // whole object, so such tables are catalogue exports of their own (access.ts: passwordRuleLabels, strengthLabels).
  it('drops the access texts the widget never shows (the search box, the account menu)', () => {
    const code = readFileSync(join(process.cwd(), 'dist', 'student-portal-signup.js'), 'utf8');
    expect(code).not.toContain('search by keyword or class code');
    expect(code).not.toContain('Account Details');
  });
});
