// Types of ofetch-unreached.mjs (the tests import it).
export declare const standInId: string;
export declare const standInSource: string;
export declare function ofetchUnreached(): {
  name: string;
  resolveId(source: string, importer: string | undefined): string | null;
  load(id: string): string | null;
};
