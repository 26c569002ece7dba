import { signupEdition } from '../src/app/signup-edition';
import { type MountInternals, mountEdition } from './mount-edition';
import type { EditionApi, MountOptions, PortalHandle } from './student-portal';
import { version } from './version';

/** Mounts the sign-up widget (dist/student-portal-signup.js): the same API, only the sign-up flow's screens. */
export function mount(target: Element | string, options: MountOptions = {}, internals: MountInternals = {}): PortalHandle {
  return mountEdition(signupEdition, target, options, internals);
}

/** This edition in the global `StudentPortal`, checked against the public types (embed/student-portal.d.ts). */
export const api: EditionApi = { mount, version };
