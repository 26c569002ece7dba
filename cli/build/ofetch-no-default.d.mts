// Types of ofetch-no-default.mjs (the tests import it).
export declare function ofetchWithoutDefault(code: string): string;
export declare function ofetchNoDefault(): { name: string; transform(code: string, id: string): { code: string; map: null } | null };
