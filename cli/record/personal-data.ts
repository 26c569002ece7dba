// Placeholder until the personal-data branch lands.
export function replacePersonalData(document: unknown, _options: { salt: string }): { document: unknown; replaced: Record<string, number> } {
  return { document: structuredClone(document), replaced: {} };
}
