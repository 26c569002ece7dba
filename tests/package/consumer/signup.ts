// A host importing the sign-up widget's module: `import … from 'student-portal/signup'` (#30.4).
import { mount, version, type MountOptions, type TextCatalogue } from 'student-portal/signup';

mount('#signup', {
  initialPath: '/pg/signup?classId=7007',
  texts: { 'accessScreens.signUpButton': 'Create my account', 'accessScreens.logIn': 'Sign in' },
}).unmount();
mount('#signup', { routing: 'path', basePath: '/join' }).unmount();
const options: MountOptions = { routing: 'memory', portalUrl: '/account.html' };
mount(document.body, options).unmount();
const signUp: TextCatalogue['accessScreens.signUpButton'] = 'Create my account';

// @ts-expect-error a text of the full portal only: the widget has no case list
mount('#signup', { texts: { 'caseListTexts.newCase': 'Open a case' } });
// @ts-expect-error the widget's catalogue has no such key either
export type NewCase = TextCatalogue['caseListTexts.newCase'];
// @ts-expect-error the widget has no chrome to leave out
mount('#signup', { chrome: 'none' });
// @ts-expect-error path routing needs its base
mount('#signup', { routing: 'path' });
// @ts-expect-error no global StudentPortal beside a module import
StudentPortal.editions.signup?.mount('#signup');

export const seen = [version, signUp];
