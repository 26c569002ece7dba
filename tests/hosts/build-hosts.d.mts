export declare const root: string;
export declare const builtDir: string;
export declare const hostNames: ('vanilla' | 'react' | 'vue')[];
export type HostName = (typeof hostNames)[number];
export declare const hostBase: (name: HostName) => string;
export declare const hostDir: (name: HostName) => string;
export declare function packageAliases(): { find: RegExp; replacement: string }[];
export declare function isFresh(name: HostName): boolean;
export declare function buildHost(name: HostName): Promise<{ wallMs: number; cpuMs: number }>;
export interface HostBuild {
  name: HostName;
  /** The built files' folder. */
  dir: string;
  /** Whether this call built it (its stamp was stale, or `force`). */
  built: boolean;
  /** The stamp check of every named host, ms. */
  checkMs: number;
  /** When built: the Vite build's wall and CPU ms in the child, and the child's whole wall time (Node and Vite's load included). */
  wallMs?: number;
  cpuMs?: number;
  childMs?: number;
}
export declare function ensureHosts(names?: HostName[], options?: { force?: boolean }): Promise<HostBuild[]>;
