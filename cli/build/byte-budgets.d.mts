export declare const byteLimits: Record<string, { budget: number; ceiling: number; staticImports?: boolean }>;
/** The files a module's static imports reach, itself first, in `dir`; import() is not followed. */
export declare function staticImportsOf(dir: string, file: string): string[];
/** The gzip -9 bytes a limit counts for `file` in `dir`: the file alone, or with its static imports. */
export declare function limitedBytes(dir: string, file: string): number;
/** #32: the default bundles' gzip -9 bytes before the locale mechanism. */
export declare const beforeLocales: Record<'student-portal.js' | 'student-portal-signup.js' | 'student-portal-element.js' | 'student-portal.mjs', number>;
/** #32: how much the locale mechanism may add to each default bundle, gzip -9. */
export declare const localeMechanismLimit: number;
