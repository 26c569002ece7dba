import { type RecordDeps, registerRecord } from '../../../cli/record/command';
import { epoch } from '../../support/epoch';
import { type CliResult, noServeState, runRegistered } from '../helpers';

/**
 * Runs `student-portal record …` in-process: no environment variables unless
 * given but a state folder of no serve, a fixed salt, the clock at `now` (the
 * test epoch, where the test simulator's clock starts, unless given).
 */
export function runRecord(args: string[], deps: Partial<RecordDeps> = {}, now: Date = epoch): Promise<CliResult> {
  return runRegistered(
    'record',
    args,
    (program, io) => registerRecord(program, io, { salt: () => 'test-salt', ...deps, env: { STUDENT_PORTAL_STATE_DIR: noServeState, ...deps.env } }),
    now,
  );
}

/** The credentials of a demo account, as `record` reads them. */
export const accountEnv = (email: string, password: string) => ({ STUDENT_PORTAL_EMAIL: email, STUDENT_PORTAL_PASSWORD: password });
