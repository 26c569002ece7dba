// Types of dompurify-factory.mjs (the tests import it).
export declare const factoryLine: string;
export declare function dompurifyAsFactory(code: string): string;
export declare function dompurifyFactory(): { name: string; transform(code: string, id: string): { code: string; map: null } | null };
