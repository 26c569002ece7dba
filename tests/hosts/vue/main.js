// A Vue 3 + vue-router 4 app in render functions (no SFC compiler): host pages and links of its
// own, and the portal on /portal/… (portal-route.js). Served under Vite's base (`/__hosts/vue/` in
// the tests), which is the router history's base.
import { createApp, defineComponent, h } from 'vue';
import { RouterLink, RouterView, createRouter, createWebHistory } from 'vue-router';
import { defineStudentPortal } from 'student-portal/element';
import { PortalRoute } from './portal-route.js';

// Before the app renders: Vue sets `navigate` as a property only on an element that has it.
defineStudentPortal();

const base = import.meta.env.BASE_URL;

const hostPage = (text) => defineComponent({ setup: () => () => h('p', { id: 'host-view' }, text) });
const link = (to, text) => h(RouterLink, { to }, () => text);

const Layout = defineComponent({
  setup: () => () => [
    h('header', [h('p', 'Vue host'), h('nav', { 'aria-label': 'Host' }, [link('/', 'Home'), ' · ', link('/about', 'About'), ' · ', link('/portal/login', 'Log in'), ' · ', link('/portal/forgotpassword', 'Forgot password')])]),
    h('main', [h(RouterView)]),
  ],
});

const router = createRouter({
  history: createWebHistory(base),
  routes: [
    { path: '/', component: hostPage("Home: the host's own page.") },
    { path: '/about', component: hostPage('About: another page of the host.') },
    { path: '/portal/:rest(.*)*', component: PortalRoute, props: { base } },
  ],
});

// What the tests read of the portal's events (the host's own log, nothing the portal needs).
window.portalEvents = [];
createApp(Layout).use(router).mount('#app');
