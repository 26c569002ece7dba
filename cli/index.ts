export { createProgram, type CliIo } from './program';
export { run } from './run';
