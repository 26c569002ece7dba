// The catalogue's registry (issue #19.4): every group of texts under its public name, so a mount's
// `texts` option can replace a text by its key, e.g. 'accessScreens.logIn' or 'accessErrors.loginFailed'.
// A group registers when its module is evaluated; a pure annotation on each call lets a bundle drop a
// group it never shows. Screens read the group objects when they render, so a replaced text shows
// everywhere it is used (tables built from texts read them lazily for that reason).

type Group = Record<string, unknown>;
type Text = string | ((...args: never[]) => string);
/** A mount's replacements: catalogue key → text (or, for a text with arguments, a function). */
export type TextLayer = Readonly<Record<string, unknown>>;

const groups: Record<string, Group> = {};

/** Registers `texts` as the catalogue group `name` and returns it unchanged. */
export function catalogue<T extends object>(name: string, texts: T): T {
  groups[name] = texts as Group;
  return texts;
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
/** The layers of the mounts alive on this page, oldest first: a later one wins on a key both replace. */
const layers: TextLayer[] = [];

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
    for (const layer of layers) {
      if (!Object.hasOwn(layer, key)) continue;
      shown = replacement(text, layer[key]) ?? shown;
    }
    at.owner[at.name] = shown;
  }
}

/**
 * Applies a mount's `texts` (docs/decisions.md "Texts"). Returns the keys it could not apply (no
 * such text in this bundle, or a value of the wrong kind) and the release to call at unmount. Texts
 * are the page's, per bundle: while two mounts of one script replace the same key, the later wins.
 */
export function applyTexts(layer: TextLayer): { refused: string[]; release: () => void } {
  const refused: string[] = [];
  const accepted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(layer)) {
    if (value === undefined) continue;
    const at = slot(key);
    const original = defaults.get(key) ?? (at ? (at.owner[at.name] as Text) : undefined);
    if (!at || original === undefined || replacement(original, value) === null) {
      refused.push(key);
      continue;
    }
    defaults.set(key, original);
    accepted[key] = value;
  }
  layers.push(accepted);
  settle();
  let released = false;
  return {
    refused,
    release() {
      if (released) return;
      released = true;
      layers.splice(layers.indexOf(accepted), 1);
      settle();
    },
  };
}
