import { portalEdition } from '../src/app/portal-edition';
import { type MountInternals, mountEdition } from './mount-edition';
import type { EditionApi, MountOptions, PortalHandle } from './student-portal';
import { version } from './version';

/** Mounts the full portal (dist/student-portal.js): own store, router, clock, styles and listeners. */
export function mount(target: Element | string, options: MountOptions = {}, internals: MountInternals = {}): PortalHandle {
  return mountEdition(portalEdition, target, options, internals);
}

/** This edition in the global `StudentPortal`, checked against the public types (embed/student-portal.d.ts). */
export const api: EditionApi = { mount, version };
