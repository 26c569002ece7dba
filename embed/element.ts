// The custom element (issue #31.3): `<student-portal brand="second" routing="memory" initial-path="/login">`
// for any host (plain HTML, Vue, Angular, Svelte) with no wrapper: a thin edition over `mount()` through
// the same live mount as the React component. The module (`student-portal/element`) defines it when
// the host calls `defineStudentPortal()` (importing changes nothing on the page); the script
// (dist/student-portal-element.js: the full portal's script and this) defines it at load.
import { liveMount } from './live-mount';
import { attributeName, markupOptionNames, markupOptions } from './markup-options';
import type { LiveOptions } from './live-mount';
import { mount } from './mount';
import type { Appearance, HostNavigate, MountOptions, PortalErrorEvent, PortalEvent, TextOverrides } from './student-portal';
import type { StudentPortalElement, defineStudentPortal as declared } from './student-portal-element';

/** The options an attribute cannot carry: properties of the element. */
type ScriptOnly = Partial<Pick<MountOptions, 'texts' | 'appearance' | 'navigate'>>;

/** The options of an element: its attributes (auto-mount's data attributes without `data-`, and `path`), then the properties only a script can set. */
function optionsOf(element: Element, properties: ScriptOnly): LiveOptions {
  const attribute = (name: string) => element.getAttribute(attributeName(name)) ?? undefined;
  const options: Record<string, unknown> = markupOptions(attribute);
  const path = attribute('path');
  if (path !== undefined) options.path = path;
  for (const [name, value] of Object.entries(properties)) if (value !== undefined) options[name] = value;
  return options as LiveOptions;
}

/** `virtualPageview` → `student-portal:virtual-pageview`. */
export const domEventName = (type: PortalEvent['type']) => `student-portal:${attributeName(type)}`;

/** The element's class, made when defined (no `HTMLElement` is needed to import this module: Node, SSR). */
function elementClass(base: typeof HTMLElement) {
  // Checked against the public types (embed/student-portal-element.d.ts).
  return class extends base implements StudentPortalElement {
    static observedAttributes = [...markupOptionNames.map(attributeName), 'path'];
    #live: ReturnType<typeof liveMount> | null = null;
    #properties: ScriptOnly = {};
    #pending = false;

    /** Texts instead of the catalogue's, by key (the `texts` option). */
    get texts(): TextOverrides | undefined {
      return this.#properties.texts;
    }
    set texts(value: TextOverrides | undefined) {
      this.#set('texts', value);
    }
    /** Theme values (the `appearance` option). */
    get appearance(): Appearance | undefined {
      return this.#properties.appearance;
    }
    set appearance(value: Appearance | undefined) {
      this.#set('appearance', value);
    }
    /** The host's router in charge (the `navigate` option). */
    get navigate(): HostNavigate | undefined {
      return this.#properties.navigate;
    }
    set navigate(value: HostNavigate | undefined) {
      this.#set('navigate', value);
    }
    /** The live mount's handle (`navigate()`, `on()`…), or undefined while not mounted. */
    get handle() {
      return this.#live?.handle() ?? undefined;
    }

    connectedCallback() {
      // A property set before the element was defined is an own property hiding the setter: set it again through it.
      for (const name of ['texts', 'appearance', 'navigate'] as const) {
        if (!Object.hasOwn(this, name)) continue;
        const value = this[name];
        delete (this as Partial<Record<typeof name, unknown>>)[name];
        this.#set(name, value as never);
      }
      this.#schedule();
    }
    disconnectedCallback() {
      // Moved within the page (removed and added in one task): the mount stays.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#live?.destroy();
        this.#live = null;
      });
    }
    attributeChangedCallback() {
      this.#schedule();
    }

    #set<K extends keyof ScriptOnly>(name: K, value: ScriptOnly[K]) {
      this.#properties[name] = value;
      this.#schedule();
    }

    /** One update per task however many attributes and properties a framework sets. */
    #schedule() {
      if (this.#pending) return;
      this.#pending = true;
      queueMicrotask(() => {
        this.#pending = false;
        if (!this.isConnected) return;
        // Attributes are markup, as auto-mount's data attributes: the same rule for the API base and portal page (#13.18).
        this.#live ??= liveMount(mount, this, { markup: { prefix: '', name: 'the element\'s attributes' } });
        try {
          this.#live.set({ ...optionsOf(this, this.#properties), onEvent: this.#dispatch });
        } catch (error) {
          // A bad attribute or property (mount() threw config.invalid naming it): the element's
          // `student-portal:error` event and the console say which. Read by shape: the module
          // imports nothing of the portal but `mount`, which its module build shares with `student-portal`.
          const { code, path, message } = (error ?? {}) as { code?: unknown; path?: unknown; message?: unknown };
          if (code === 'config.invalid') {
            const event: PortalErrorEvent = { type: 'error', code, message: String(message) };
            if (typeof path === 'string') event.option = path;
            this.#dispatch(event);
          }
          console.error('StudentPortal: <student-portal> could not mount', this, error);
        }
      });
    }

    /**
     * Each portal event as a DOM event `student-portal:<type in kebab case>` (`student-portal:login`,
     * `student-portal:virtual-pageview`): DOM event names are lower case, and Vue's `@event` and
     * Angular's `(event)` on an element hyphenate or keep them as written. Bubbling, and out of a shadow root too.
     */
    #dispatch = (event: PortalEvent) => {
      this.dispatchEvent(new CustomEvent(domEventName(event.type), { detail: event, bubbles: true, composed: true }));
    };
  };
}

/**
 * Defines `<student-portal>` (or `name`) on this page, once: a second call, or a name taken, is a
 * no-op returning the class defined. Without a DOM (Node, SSR) it does nothing and returns undefined.
 */
export function defineStudentPortal(name = 'student-portal'): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined;
  const found = customElements.get(name);
  if (found) return found;
  const defined = elementClass(HTMLElement);
  customElements.define(name, defined);
  return defined;
}

defineStudentPortal satisfies typeof declared;
