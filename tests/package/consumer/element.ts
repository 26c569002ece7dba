// A host using the custom element from its bundler: `import … from 'student-portal/element'` (#31.3).
import { defineStudentPortal, type StudentPortalElement, type StudentPortalElementEventMap } from 'student-portal/element';

defineStudentPortal();
// The tag is in the DOM's map: querySelector and createElement know its properties.
const portal: StudentPortalElement | null = document.querySelector('student-portal');
const made = document.createElement('student-portal');
made.navigate = { push: (path) => history.pushState(null, '', path), replace: (path) => history.replaceState(null, '', path) };
made.appearance = { primary: '#123456' };
made.texts = { 'accessScreens.logIn': 'Sign in' };
made.handle?.navigate('/forgotpassword');
// Its DOM events carry the portal's event, by type.
made.addEventListener('student-portal:login', (event) => {
  const type: 'login' = event.detail.type;
  return type;
});
made.addEventListener('student-portal:virtual-pageview', (event) => event.detail.path.toUpperCase());
export const names: (keyof StudentPortalElementEventMap)[] = ['student-portal:error', 'student-portal:analytics-event'];

// @ts-expect-error appearance keys are the known ones
made.appearance = { colour: 'red' };
// @ts-expect-error the event names are kebab case
export const wrong: keyof StudentPortalElementEventMap = 'student-portal:virtualPageview';

export const seen = [portal];
