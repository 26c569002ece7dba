// A host in French or Spanish from its bundler: `import … from 'student-portal/locales/fr-CA'` (#32).
import { mount, type Locale } from 'student-portal';
import { mount as mountSignup } from 'student-portal/signup';
import frCA from 'student-portal/locales/fr-CA';
import esUS from 'student-portal/locales/es-US';

const code: 'fr-CA' = frCA.code;
mount('#portal', { locale: frCA, texts: { 'accessScreens.logIn': 'Ouvrir une session' } }).unmount();
// One locale serves both editions.
mountSignup('#signup', { locale: esUS }).unmount();
// By name, with the locale's script on the page.
mount('#portal', { locale: 'es-US' }).unmount();
// A host's own locale: any texts of the catalogue.
export const own: Locale = { code: 'de-DE', texts: { 'accessScreens.logIn': 'Anmelden' } };

// @ts-expect-error a locale has a code
mount('#portal', { locale: { texts: {} } });
// @ts-expect-error its texts are the catalogue's keys
export const wrong: Locale = { code: 'de-DE', texts: { 'accessScreens.signIn': 'Anmelden' } };

export const seen = [code];
