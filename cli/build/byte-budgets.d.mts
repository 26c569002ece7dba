export declare const byteLimits: Record<
  'student-portal.js' | 'student-portal-signup.js' | 'student-portal.mjs',
  { budget: number; ceiling: number; staticImports?: boolean }
>;
/** The files a module's static imports reach, itself first, in `dir`; import() is not followed. */
export declare function staticImportsOf(dir: string, file: string): string[];
/** The gzip -9 bytes a limit counts for `file` in `dir`: the file alone, or with its static imports. */
export declare function limitedBytes(dir: string, file: string): number;
