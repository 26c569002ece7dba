import type { BrandId } from '../core/config/brands';

/*
 * The visit's memory: the tab's session storage (it survives navigation and a
 * refresh, not a new tab), one key per brand: `student-portal:<brandId>:<name>`.
 * Every access is guarded: storage can be missing or throw (disabled cookies,
 * sandboxed frames, private modes, a full quota) — then the visit is simply
 * not remembered.
 */

const keyOf = (brandId: BrandId, name: string) => `student-portal:${brandId}:${name}`;

/** The remembered value, or null when none (or storage cannot be read). */
export function readVisit(brandId: BrandId, name: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(brandId, name));
  } catch {
    return null;
  }
}

/** Remembers `value` for the rest of the visit; does nothing when storage refuses. */
export function writeVisit(brandId: BrandId, name: string, value: string): void {
  try {
    window.sessionStorage.setItem(keyOf(brandId, name), value);
  } catch {
    // Not remembered beyond this mount.
  }
}
