// Placeholder until the personal-data branch lands.
export function toRelativeDates(document: unknown, _recordedAt: Date): unknown {
  return structuredClone(document);
}
