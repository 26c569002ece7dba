// The portal on the host's /portal/* route, with today's API: mounted by an effect, unmounted by
// its clean-up. Its routes are real URLs below `basePath`; react-router hears the portal's moves
// through the popstate it fires.
import { useEffect, useRef } from 'react';
import { mount } from 'student-portal';

export function PortalRoute({ basePath }) {
  const ref = useRef(null);
  useEffect(() => {
    const handle = mount(ref.current, { routing: 'path', basePath, onEvent: (event) => window.portalEvents.push(event.type) });
    return () => handle.unmount();
  }, [basePath]);
  return <div id="portal" ref={ref} />;
}
