export type { CliIo } from './io';
export { createProgram } from './program';
export { run } from './run';
export { benchSmoke } from './smoke/bench';
