/** `[key, type]` of every text in the catalogue's registry, in source order. */
export function catalogueTextTypes(root?: string): [string, string][];
/** The generated block of embed/student-portal.d.ts (from `types`, when the caller has read them already). */
export function textCatalogueBlock(root?: string, types?: [string, string][]): string;
/** The d.ts with its generated block replaced by `block`. */
export function withBlock(dts: string, block: string): string;
