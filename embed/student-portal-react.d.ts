// student-portal/react: the types of the React component (issue #31.2). The build writes them to
// dist/student-portal-react.d.ts with the import of the full portal's types pointing at its d.ts.
import type { CSSProperties, JSX } from 'react';
import type { MountOptions } from './student-portal';

/**
 * The props of `<StudentPortal>`: the mount options of the full portal (`brand`, `routing`,
 * `basePath`, `texts`, `appearance`, `onEvent`…), and:
 */
export type StudentPortalProps = MountOptions & {
  /**
   * The route the portal shows, e.g. `/forgotpassword` (a controlled portal): the first route at
   * mount, then each new value moves it (`handle.navigate`). With `onNavigate` or `navigate` the
   * portal moves only when `path` does. Path and hash routing follow the URL by themselves.
   */
  path?: string;
  /**
   * The host's router in charge, React's way: called with the path in your router's terms
   * (`basePath` + route with path routing) for each move the portal makes, e.g.
   * `onNavigate={(path, { replace }) => navigate(path, { replace })}` with react-router.
   * The same as the `navigate` option (which wins when both are given).
   */
  onNavigate?: (path: string, options: { replace: boolean }) => void;
  /** On the `<div>` the portal mounts into. */
  className?: string;
  /** On the `<div>` the portal mounts into. */
  style?: CSSProperties;
  /** On the `<div>` the portal mounts into. */
  id?: string;
};

/**
 * The full portal in a React 18 or 19 app: renders an empty `<div>` (also on the server) and
 * mounts the portal into it on the client. Changing a prop read only at mount (`brand`,
 * `routing`, `basePath`, `apiBase`, `texts`, `appearance`…) remounts it; `path`, `onNavigate`,
 * `navigate`, `onEvent` and `onError` change live. Unmounting removes everything it added.
 */
export declare function StudentPortal(props: StudentPortalProps): JSX.Element;
