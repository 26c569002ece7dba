// Types of wouter-browser-location.mjs (the tests import it).
export declare const standInPath: string;
export declare const wouterModule: RegExp;
export declare function wouterBrowserLocation(): {
  name: string;
  resolveId(
    this: { resolve(source: string, importer: string | undefined, options: object): Promise<{ id: string } | null> },
    source: string,
    importer: string | undefined,
    options: object,
  ): Promise<string | null>;
};
