export type { CliIo } from './shared/io';
export { createProgram } from './program';
export { run } from './run';
export { benchSmoke } from './bench';
