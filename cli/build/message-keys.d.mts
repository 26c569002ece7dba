import type { Plugin } from 'rollup';
import type { MinifyOptions } from 'terser';

/** The names safe to mangle in one rendered chunk (see message-keys.mjs). */
export function safeMessageKeys(code: string, modules: Record<string, { code: string | null }>): string[];
/** @rollup/plugin-terser with the message catalogue's safe key names mangled per chunk. */
export function terserMangleMessageKeys(options: MinifyOptions): Plugin;
