type StyleHost = Document | ShadowRoot;

/**
 * Adopts an edition's stylesheet on the document (scoped) or the shadow root
 * as a constructed stylesheet: no <style> element, so no 'unsafe-inline'.
 * Returns the undo, which removes exactly the sheet it added.
 */
export function adoptStylesheet(host: StyleHost, css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  host.adoptedStyleSheets = [...host.adoptedStyleSheets, sheet];
  return () => {
    host.adoptedStyleSheets = host.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
