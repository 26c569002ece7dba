type StyleHost = Document | ShadowRoot;

/** The scope every portal rule starts with (src/ui/portal-css.ts). */
export const rootScope = '.sp-root.sp-root';
/**
 * The build writes `rootScope` as this one character (cli/build/minify-css.mjs,
 * issue #18: the prefix of some 460 rules is the stylesheet's most repeated text).
 */
export const rootMark = '§';

/** A stylesheet with its root marks written out; unminified text (tests, dev) has none. */
export function expandRootMark(css: string): string {
  return css.split(rootMark).join(rootScope);
}

/**
 * Adopts an edition's stylesheet on the document (scoped) or the shadow root
 * as a constructed stylesheet: no <style> element, so no 'unsafe-inline'.
 * Returns the undo, which removes exactly the sheet it added.
 */
export function adoptStylesheet(host: StyleHost, css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(expandRootMark(css));
  host.adoptedStyleSheets = [...host.adoptedStyleSheets, sheet];
  return () => {
    host.adoptedStyleSheets = host.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
