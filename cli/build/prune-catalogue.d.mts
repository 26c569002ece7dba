import type { Plugin } from 'rollup';

/** The properties of registered catalogue literals that `code` never reads (see prune-catalogue.mjs). */
export function unreadCatalogueTexts(code: string): { start: number; end: number; key: string }[];
/** Rollup output plugin (before terser): drops every unread catalogue text, with the source map kept. */
export function pruneCatalogue(): Plugin;
