// A host importing the full portal's module: `import … from 'student-portal'` (#30.4).
import { mount, version, type MountOptions, type PortalHandle, type TextCatalogue } from 'student-portal';

const handle: PortalHandle = mount('#portal', {
  hashPrefix: '/portal',
  chrome: 'none',
  texts: { 'accessScreens.logIn': 'Sign in', 'caseListTexts.newCase': 'Open a case' },
});
handle.unmount();
mount('#portal', { routing: 'hash', hashPrefix: '/portal' }).unmount();
mount('#portal', { routing: 'memory', initialPath: '/login' }).unmount();
mount('#portal', { routing: 'path', basePath: '/account', initialPath: '/login' }).unmount();
const options: MountOptions = { brand: 'second', routing: 'path', basePath: '/account' };
mount(document.body, options).unmount();
const newCase: TextCatalogue['caseListTexts.newCase'] = 'Open a case';

// @ts-expect-error path routing needs its base
mount('#portal', { routing: 'path' });
// @ts-expect-error path routing needs its base (a typed options object too)
export const noBase: MountOptions = { routing: 'path', initialPath: '/login' };
// @ts-expect-error a base path belongs to path routing
mount('#portal', { routing: 'memory', basePath: '/account' });
// @ts-expect-error a hash prefix belongs to hash routing
mount('#portal', { routing: 'path', basePath: '/account', hashPrefix: '/portal' });

// The module defines no global: only the scripts do (student-portal/script).
// @ts-expect-error no global StudentPortal beside a module import
StudentPortal.mount('#portal');
// @ts-expect-error nor on window
window.StudentPortal?.mount('#portal');

export const seen = [version, newCase];
