// A plain page with the portal's ES module, as a bundler user writes it (README, "As a module"):
// the portal owns the paths below <base>portal, the rest is the page's own. Links are plain
// anchors (a full page load each). Served under Vite's base (`/__hosts/vanilla/` in the tests).
import { mount } from 'student-portal';

const base = import.meta.env.BASE_URL;
const basePath = `${base}portal`;
for (const link of document.querySelectorAll('a[data-to]')) link.href = base + link.dataset.to;

// What the tests read of the portal's events (the host's own log, nothing the portal needs).
const events = (window.portalEvents = []);
if (location.pathname === basePath || location.pathname.startsWith(`${basePath}/`)) {
  mount('#portal', { routing: 'path', basePath, initialPath: '/login', onEvent: (event) => events.push(event.type) });
} else {
  document.querySelector('#host-view').textContent = 'Home: the host page without the portal.';
}
