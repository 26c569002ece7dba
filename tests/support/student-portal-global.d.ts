// The scripts' global for the tests' page functions (tests/browser: `page.evaluate(() => StudentPortal…)`).
// Hosts get it from the package's dist/student-portal.global.d.ts (`/// <reference types="student-portal/script" />`);
// the modules' types declare no global (#30.4).
declare var StudentPortal: import('../../embed/student-portal').StudentPortalApi;
