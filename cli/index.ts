export { createProgram, type CliIo } from './program';
export { run } from './run';
export { benchSmoke } from './smoke/bench';
