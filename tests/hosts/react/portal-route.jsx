// The portal on the host's /portal/* route: <StudentPortal> from 'student-portal/react' with
// react-router in charge (issue #31). The portal hands over paths below `basePath`, which includes
// the router's basename (`/__hosts/react/portal/…` in the tests): react-router's navigate() wants
// them without it.
import { useNavigate } from 'react-router';
import { StudentPortal } from 'student-portal/react';

export function PortalRoute({ basename, basePath }) {
  const navigate = useNavigate();
  return (
    <StudentPortal
      id="portal"
      routing="path"
      basePath={basePath}
      onNavigate={(path, { replace }) => navigate(path.slice(basename.length) || '/', { replace })}
      onEvent={(event) => window.portalEvents.push(event.type)}
    />
  );
}
