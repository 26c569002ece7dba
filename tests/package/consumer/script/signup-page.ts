// A page with the sign-up widget's script only: the global's types (#30.4).
/// <reference types="student-portal/signup/script" />

const signupHandle = StudentPortal.mount('#signup', { texts: { 'accessScreens.signUpButton': 'Join' } });
signupHandle.unmount();
StudentPortal.editions.signup?.mount('#signup', { routing: 'memory' });
window.StudentPortal.version.trim();

// @ts-expect-error a text of the full portal only
StudentPortal.mount('#signup', { texts: { 'caseListTexts.newCase': 'Open a case' } });
// @ts-expect-error the widget has no chrome
StudentPortal.mount('#signup', { chrome: 'none' });
// @ts-expect-error path routing needs its base
StudentPortal.mount('#signup', { routing: 'path' });
