/** Exit codes shared by every command (documented in `--help`). */
export const exitCodes = {
  ok: 0,
  rejected: 1,
  usage: 2,
} as const;
