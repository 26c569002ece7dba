// student-portal/element: the types of the custom element (issue #31.3). The build writes them to
// dist/student-portal-element.d.ts with the import of the full portal's types pointing at its d.ts.
import type { Appearance, HostNavigate, PortalEventOf, PortalEventType, PortalHandle, TextOverrides } from './student-portal';

/**
 * `<student-portal>`: attributes are the data-attribute options of auto-mount — `brand`,
 * `api-base`, `routing`, `initial-path`, `isolation`, `portal-url`, `chrome`, `hash-prefix`,
 * `base-path`, `chat` (`off`/`on`), `locale`; `api-base` and `portal-url` must be this page's origin or the
 * brand's, as for the data attributes — and `path`, the route to show (each new value moves the
 * portal). Changing an attribute other than `path` remounts. Events arrive as DOM events
 * `student-portal:<type in kebab case>` (bubbling and composed; `detail` is the portal's event). Removing the
 * element from the page unmounts it (a move within one task does not).
 */
export interface StudentPortalElement extends HTMLElement {
  /** Texts instead of the catalogue's, by key (the `texts` option). */
  texts: TextOverrides | undefined;
  /** Theme values (the `appearance` option); an equal new object keeps the mount. */
  appearance: Appearance | undefined;
  /** The host's router in charge (the `navigate` option); a new object with the same role keeps the mount. */
  navigate: HostNavigate | undefined;
  /** The live mount's handle, or undefined while not mounted. */
  readonly handle: PortalHandle | undefined;
}

/** `virtualPageview` → `virtual-pageview`. */
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}` : S;

/**
 * The element's DOM events, named `student-portal:` and the event's type in kebab case:
 * `student-portal:login` carries the `login` event in `detail`, `student-portal:virtual-pageview`
 * the `virtualPageview` one, and so on.
 */
export type StudentPortalElementEventMap = { [T in PortalEventType as `student-portal:${KebabCase<T>}`]: CustomEvent<PortalEventOf<T>> };

/**
 * Defines `<student-portal>` (or `name`) on this page; importing the module defines nothing. A
 * second call, or a name already defined, returns the class found. Without a DOM (Node, SSR) it
 * does nothing and returns undefined.
 */
export declare function defineStudentPortal(name?: string): CustomElementConstructor | undefined;

declare global {
  interface HTMLElementTagNameMap {
    'student-portal': StudentPortalElement;
  }
  interface HTMLElementEventMap extends StudentPortalElementEventMap {}
}
