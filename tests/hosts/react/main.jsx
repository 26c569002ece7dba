// A React 19 + react-router 7 app (the adopting team's stack in issue #31): host pages and links of
// its own, and the portal on /portal/* (portal-route.jsx). Served under Vite's base
// (`/__hosts/react/` in the tests), which is the router's basename.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { PortalRoute } from './portal-route.jsx';

const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

function Layout() {
  return (
    <>
      <header>
        <p>React host</p>
        <nav aria-label="Host">
          <Link to="/">Home</Link> · <Link to="/about">About</Link> · <Link to="/portal/login">Log in</Link> · <Link to="/portal/forgotpassword">Forgot password</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        { index: true, element: <p id="host-view">Home: the host's own page.</p> },
        { path: 'about', element: <p id="host-view">About: another page of the host.</p> },
        { path: 'portal/*', element: <PortalRoute basename={basename} basePath={`${basename}/portal`} /> },
      ],
    },
  ],
  { basename },
);

// What the tests read of the portal's events (the host's own log, nothing the portal needs).
window.portalEvents = [];
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
