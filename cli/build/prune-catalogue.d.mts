import type { Plugin } from 'rollup';

/** The properties of registered catalogue literals that `code` never reads (see prune-catalogue.mjs). */
export function unreadCatalogueTexts(code: string): { start: number; end: number; key: string }[];
/** The texts of the registered catalogue literals in `code`: those it never reads, and the keys of those it keeps (#30.4). */
export function catalogueTexts(code: string): { unread: { start: number; end: number; key: string }[]; kept: string[] };
/** The same for every chunk of one output, a group one chunk declares read in another too (#31.4); `entry`: its exports are public. */
export function bundleCatalogueTexts(
  chunks: { fileName: string; code: string; entry?: boolean }[],
): Map<string, { unread: { start: number; end: number; key: string }[]; kept: string[] }>;
/** Rollup output plugin (before terser): drops every unread catalogue text; `onKept` hears the keys of the texts kept. */
export function pruneCatalogue(options?: { onKept?: (keys: string[]) => void }): Plugin;
