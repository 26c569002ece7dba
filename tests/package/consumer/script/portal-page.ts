// A page with the full portal's script (and perhaps the sign-up widget's): the global's types (#30.4).
/// <reference types="student-portal/script" />

const portalHandle = StudentPortal.mount('#portal', {
  chrome: 'none',
  texts: { 'caseListTexts.newCase': 'Open a case' },
});
portalHandle.unmount();
StudentPortal.editions.portal?.mount('#portal', { routing: 'path', basePath: '/account' });
StudentPortal.editions.signup?.mount('#signup', { texts: { 'accessScreens.signUpButton': 'Join' } });
StudentPortal.handleOf('#portal')?.unmount();
window.StudentPortal.version.trim();
const portalEdition: 'portal' | 'signup' = StudentPortal.edition;
portalEdition.trim();

// @ts-expect-error the sign-up widget's texts are its own, in the global too
StudentPortal.editions.signup?.mount('#signup', { texts: { 'caseListTexts.newCase': 'Open a case' } });
// @ts-expect-error path routing needs its base
StudentPortal.mount('#portal', { routing: 'path' });
