// Types of wouter-react-deps.mjs (the tests import it).
export declare const staticRead: string;
export declare function wouterStaticReactRead(code: string): string;
export declare function wouterReactDeps(): { name: string; transform(code: string, id: string): { code: string; map: null } | null };
