/**
 * Where a program writes, and its clock: injected so tests capture both. Its
 * own module, so commands take it without importing the program that
 * registers them (no import cycle with cli/program.ts).
 */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  now(): Date;
  /** Set by commands; `run` returns it. */
  setExitCode(code: number): void;
}
