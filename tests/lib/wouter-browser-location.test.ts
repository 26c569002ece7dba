import { createElement, render } from 'preact';
import { act } from 'preact/test-utils';
import { Router, useLocation } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { wouterBrowserLocation } from '../../cli/build/wouter-browser-location.mjs';
import { patchHistory } from '../../src/lib/wouter-browser-location';

// issue #30.2: wouter's use-browser-location (its default router) patches history only while
// something subscribes, and the last unsubscribe puts back the very functions it found.

const found = { pushState: history.pushState, replaceState: history.replaceState };
const ownKeys = () => Reflect.ownKeys(history).map(String).sort();
const ownAtStart = ownKeys();
const untouched = () => ({ pushState: history.pushState === found.pushState, replaceState: history.replaceState === found.replaceState, own: ownKeys() });
const asFound = { pushState: true, replaceState: true, own: ownAtStart };

/** A wouter <Router> with its default (browser) location hook, showing the path. */
function mountDefaultRouter(): { container: HTMLElement; unmount(): void } {
  const container = document.createElement('div');
  document.body.append(container);
  const Path = () => createElement('p', null, useLocation()[0]);
  act(() => render(createElement(Router, null, createElement(Path, null)), container));
  return {
    container,
    unmount: () => {
      act(() => render(null, container));
      container.remove();
    },
  };
}

// A failing test leaves history as it found it for the files after it (modules are shared).
afterEach(() => {
  for (const type of ['pushState', 'replaceState'] as const) {
    if (ownAtStart.includes(type)) history[type] = found[type];
    else delete (history as Partial<History>)[type];
  }
});

describe("wouter's browser location in the bundles and tests (#30.2)", () => {
  it('is ours: importing wouter left history and window alone', () => {
    expect(history.pushState).toBe(Object.getPrototypeOf(history).pushState);
    expect(history.replaceState).toBe(Object.getPrototypeOf(history).replaceState);
    expect(Object.getOwnPropertySymbols(window).map(String)).not.toContain('Symbol(wouter_v3)');
  });

  it('patches history while a default router is mounted, dispatching the events wouter dispatches, and puts it back after the last', () => {
    const first = mountDefaultRouter();
    const second = mountDefaultRouter();
    expect(history.pushState).not.toBe(found.pushState);
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(`${event.type} ${String((event as Event & { arguments?: unknown[] }).arguments?.[2])}`);
    addEventListener('pushState', hear);
    addEventListener('replaceState', hear);
    act(() => history.pushState(null, '', '/moved'));
    act(() => history.replaceState(null, '', '/replaced'));
    removeEventListener('pushState', hear);
    removeEventListener('replaceState', hear);
    expect(heard).toEqual(['pushState /moved', 'replaceState /replaced']);
    expect(first.container.textContent).toBe('/replaced');

    first.unmount();
    expect(history.pushState).not.toBe(found.pushState);
    second.unmount();
    expect(untouched()).toEqual(asFound);
  });

  it("leaves a patch made over ours in place (it calls ours, which calls the original)", () => {
    const undo = patchHistory();
    const ours = history.pushState;
    const theirs = function (this: History, ...args: Parameters<History['pushState']>) {
      return ours.apply(this, args);
    };
    history.pushState = theirs;
    undo();
    expect(history.pushState).toBe(theirs);
    expect(history.replaceState).toBe(found.replaceState);
    // Ours, undone but still under theirs, passes calls on without an event (#31.1: no event twice once patched again).
    let heard = 0;
    const count = () => (heard += 1);
    window.addEventListener('pushState', count);
    history.pushState(null, '', '/after-undo');
    window.removeEventListener('pushState', count);
    expect(heard).toBe(0);
    Reflect.deleteProperty(history, 'pushState');
  });

  it("does not patch again where a host page's wouter 3 has (its events are dispatched already)", () => {
    const key = Symbol.for('wouter_v3');
    Object.defineProperty(window, key, { value: true, configurable: true });
    try {
      const undo = patchHistory();
      expect(untouched()).toEqual(asFound);
      undo();
    } finally {
      delete (window as unknown as Record<symbol, unknown>)[key];
    }
  });

  it.each([
    ['./use-browser-location.js', '/x/node_modules/wouter/src/index.js', '/x/node_modules/wouter/src/use-browser-location.js', true],
    ['wouter/use-browser-location', '/x/src/app.ts', '/x/node_modules/wouter/src/use-browser-location.js', true],
    ['./use-browser-location.js', '/x/src/lib/a.ts', '/x/src/lib/use-browser-location.js', false],
  ])('the build step: %s from %s (%s) is the stand-in: %s', async (source, importer, id, replaced) => {
    const plugin = wouterBrowserLocation();
    const resolved = await plugin.resolveId.call({ resolve: async () => ({ id }) }, source, importer, {});
    expect(resolved !== null).toBe(replaced);
  });
});
