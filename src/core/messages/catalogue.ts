// The catalogue's registry (issue #19.4): every group of texts under its public name, so a mount's
// `texts` option can replace a text by its key, e.g. 'accessScreens.logIn' or 'accessErrors.loginFailed'.
// A group registers when its module is evaluated; a pure annotation on each call lets a bundle drop a
// group it never shows. Screens read the group objects when they render, so a replaced text shows
// everywhere it is used (tables built from texts read them lazily for that reason). The ES module's
// account area registers its groups when its chunk loads (#31.4): their names are declared deferred
// when the module loads, so a mount's texts for them wait for them instead of being refused.

type Group = Record<string, unknown>;
type Text = string | ((...args: never[]) => string);
/** A mount's replacements: catalogue key → text (or, for a text with arguments, a function). */
export type TextLayer = Readonly<Record<string, unknown>>;

const groups: Record<string, Group> = {};
/** Groups a chunk registers later (`deferCatalogueGroups`, #31.4). */
const deferred = new Set<string>();
/**
 * What a deferred group changes (#31.4): whether a key's group is one not registered yet, and what its
 * registration settles. Set by `deferCatalogueGroups`, which only the ES module's entry calls: a
 * bundle with no such chunk carries none of it.
 */
let deferral: { waits(group: string): boolean; registered(name: string): void } | null = null;

/** Registers `texts` as the catalogue group `name` and returns it unchanged. */
export function catalogue<T extends object>(name: string, texts: T): T {
  groups[name] = texts as Group;
  deferral?.registered(name);
  return texts;
}

/**
 * Declares groups that a chunk loaded later registers (the ES module's account area, #31.4): until
 * then a mount's text for one of them waits, and is applied (or reported) when the group registers.
 */
export function deferCatalogueGroups(names: readonly string[]): void {
  for (const name of names) deferred.add(name);
  deferral ??= {
    waits: (group) => deferred.has(group) && !Object.hasOwn(groups, group),
    registered(name) {
      if (!deferred.has(name)) return;
      // Each live mount's texts for the group apply now, or are reported.
      for (const layer of layers) {
        for (const [key, value] of Object.entries(layer.waiting)) {
          if (key.split('.')[0] !== name) continue;
          delete layer.waiting[key];
          if (accepts(key, value)) layer.texts[key] = value;
          else layer.refuse(key);
        }
      }
      settle();
    },
  };
}

/** The registered groups by name (the ones this bundle contains). */
export function catalogueGroups(): Readonly<Record<string, Group>> {
  return groups;
}

/** The group object and property a key names (`group.key` or `group.nested.key`), when it holds a text. */
function slot(key: string): { owner: Group; name: string } | null {
  const parts = key.split('.');
  let owner: unknown = Object.hasOwn(groups, parts[0] ?? '') ? groups[parts[0] as string] : undefined;
  for (const [i, name] of parts.entries()) {
    if (i === 0) continue;
    if (typeof owner !== 'object' || owner === null || !Object.hasOwn(owner, name)) return null;
    const value = (owner as Group)[name];
    if (i === parts.length - 1) return typeof value === 'string' || typeof value === 'function' ? { owner: owner as Group, name } : null;
    owner = value;
  }
  return null;
}

/** The catalogue's own texts of every slot a layer replaced, to restore when no layer replaces it. */
const defaults = new Map<string, Text>();
/**
 * The layers of the mounts alive on this page, oldest first: a later one wins on a key both replace.
 * `waiting`: its texts of deferred groups not registered yet; `refuse` reports one that does not fit.
 */
const layers: { texts: Record<string, unknown>; waiting: Record<string, unknown>; refuse: (key: string) => void }[] = [];

/**
 * The text a replacement puts in a slot whose own text is `original`. A string replaces a string; for
 * a text with arguments, a string is shown as is and a function is called with the same arguments,
 * the catalogue's text standing in when it throws or returns no string. null: it does not fit.
 */
function replacement(original: Text, value: unknown): Text | null {
  if (typeof original === 'string') return typeof value === 'string' ? value : null;
  if (typeof value === 'string') return () => value;
  if (typeof value !== 'function') return null;
  return (...args: never[]) => {
    try {
      const text: unknown = value(...args);
      if (typeof text === 'string') return text;
    } catch {
      // a host function that fails must not break the screen: the catalogue's text stands in
    }
    return original(...args);
  };
}

/** Sets every slot from the catalogue's texts and the live layers, in order. */
function settle(): void {
  for (const [key, text] of defaults) {
    const at = slot(key);
    if (!at) continue;
    let shown: Text = text;
    for (const { texts } of layers) {
      if (!Object.hasOwn(texts, key)) continue;
      shown = replacement(text, texts[key]) ?? shown;
    }
    at.owner[at.name] = shown;
  }
}

/** Whether `value` can replace the text at `key` now; if so, its catalogue text is kept in `defaults`. */
function accepts(key: string, value: unknown): boolean {
  const at = slot(key);
  const original = defaults.get(key) ?? (at ? (at.owner[at.name] as Text) : undefined);
  if (!at || original === undefined || replacement(original, value) === null) return false;
  defaults.set(key, original);
  return true;
}

/**
 * Applies a mount's `texts` (docs/decisions.md "Texts"). Returns the keys it could not apply (no
 * such text in this bundle, or a value of the wrong kind) and the release to call at unmount. Texts
 * are the page's, per bundle: while two mounts of one script replace the same key, the later wins.
 * A key of a deferred group not registered yet waits for it; `refuseLater` hears it then if it does
 * not fit (#31.4: the ES module's account area).
 */
export function applyTexts(layer: TextLayer, refuseLater: (key: string) => void = () => {}): { refused: string[]; release: () => void } {
  const refused: string[] = [];
  const applied = { texts: {} as Record<string, unknown>, waiting: {} as Record<string, unknown>, refuse: refuseLater };
  for (const [key, value] of Object.entries(layer)) {
    if (value === undefined) continue;
    const group = key.split('.')[0] ?? '';
    if (deferral?.waits(group)) applied.waiting[key] = value;
    else if (accepts(key, value)) applied.texts[key] = value;
    else refused.push(key);
  }
  layers.push(applied);
  settle();
  let released = false;
  return {
    refused,
    release() {
      if (released) return;
      released = true;
      layers.splice(layers.indexOf(applied), 1);
      settle();
    },
  };
}
