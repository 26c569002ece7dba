// The account area of the scripts (dist/student-portal.js: one file, #31.4) and of the tests: its
// screens, stylesheet and live chat are part of the bundle, rendered at once. cli/build/account-area.mjs puts
// this module in place of account-area.ts there.
import { Chat, css, firstEnrollment, screens } from './account-routes';
import type { Area } from './lazy-area';

export const accountArea: Area = { screen: (name) => screens[name], css, Chat, firstEnrollment, Effects: null };
