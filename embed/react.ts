// The React component (dist/student-portal-react.mjs, `import { StudentPortal } from 'student-portal/react'`,
// issue #31.2): the host's React renders a <div> and the portal mounts into it (`mount()`, Preact inside).
// `react` here is the host's: the build leaves this file's import of it outside the bundle
// (rollup.config.mjs), while the portal's own `react` imports stay Preact compat.
import { createElement, useEffect, useRef } from 'react';
import { liveMount } from './live-mount';
import { mount } from './mount';
import type { StudentPortal as declared, StudentPortalProps } from './student-portal-react';

type Live = ReturnType<typeof liveMount>;

/** The mount options and `path` of the props, `onNavigate` given as the `navigate` option. */
function optionsOf({ onNavigate, className: _className, style: _style, id: _id, ...options }: StudentPortalProps) {
  if (onNavigate && !options.navigate) {
    options.navigate = { push: (path) => onNavigate(path, { replace: false }), replace: (path) => onNavigate(path, { replace: true }) };
  }
  return options;
}

/**
 * `<StudentPortal brand="main" routing="path" basePath="/portal" onNavigate={…} />`: the portal in
 * a React 18 or 19 app. It renders an empty `<div>` (on the server too, so hydration matches) and
 * mounts on the client in an effect; StrictMode's second effect run mounts afresh. Props are the
 * mount options; changing one read only at mount (brand, routing, texts…) remounts, the callbacks
 * and `path` change live. Unmounting removes everything the portal added.
 */
export function StudentPortal(props: StudentPortalProps) {
  const target = useRef<HTMLDivElement>(null);
  const live = useRef<Live | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const created = liveMount(mount, element);
    live.current = created;
    return () => {
      created.destroy();
      live.current = null;
    };
  }, []);
  // Every render: the options, compared inside (a remount only when one read at mount changed).
  useEffect(() => {
    try {
      live.current?.set(optionsOf(props));
    } catch (error) {
      // A bad prop: mount() told onError already; the host's app stays up (an effect's throw would unmount its whole root).
      console.error('StudentPortal: <StudentPortal> could not mount', error);
    }
  });
  return createElement('div', { ref: target, className: props.className, style: props.style, id: props.id });
}

// Checked against the public types (embed/student-portal-react.d.ts): it takes the declared props.
StudentPortal satisfies (props: Parameters<typeof declared>[0]) => unknown;
