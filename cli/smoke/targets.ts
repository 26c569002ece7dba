import type { EnvironmentTargets } from '../shared/env-file';
import type { SmokeTargets } from './checks/types';

/*
 * Ids the checks ask the environment about. `local` holds values of the
 * simulator's default fixture (tests/cli/smoke/checks.test.ts asserts they are
 * there); QA and production start from documented defaults (docs/smoke.md).
 * Environment variables override either.
 */

/** The default fixture of `student-portal serve` (cli/simulator/fixture/default). */
const localTargets: SmokeTargets = {
  // USMLE Step 1 Free Trial Class: no question gate.
  classId: '7001',
  // account §9: the make-up search's default zip; the fixture places make-ups near it.
  zip: '10014',
  // MCAT (program 10) schools in New York.
  schoolPoi: '10',
  schoolState: 'NY',
  // Toronto postal codes.
  canadianZip: 'M5H',
  // Free events without a question gate.
  registrationClassIds: ['7004', '7008', '7015'],
  emailDomain: 'student-portal.test',
  expectMakeupSession: true,
};

/** Starting points for QA and production; override them for the environment at hand. */
const upstreamDefaults: SmokeTargets = {
  classId: '7001',
  zip: '10014',
  schoolPoi: '10',
  schoolState: 'NY',
  canadianZip: 'M5H',
  registrationClassIds: ['7004'],
  // RFC 2606: a reserved domain, so generated accounts never receive mail.
  emailDomain: 'example.com',
  expectMakeupSession: false,
};

/** The environment variables that override a target, by field. */
export const targetVariables = {
  classId: 'STUDENT_PORTAL_CLASS_ID',
  zip: 'STUDENT_PORTAL_ZIP',
  schoolPoi: 'STUDENT_PORTAL_SCHOOL_POI',
  schoolState: 'STUDENT_PORTAL_SCHOOL_STATE',
  canadianZip: 'STUDENT_PORTAL_CA_ZIP',
  registrationClassIds: 'STUDENT_PORTAL_REGISTRATION_CLASS_IDS',
  emailDomain: 'STUDENT_PORTAL_EMAIL_DOMAIN',
} as const;

/**
 * The targets of a run: the environment's defaults (with the targets its
 * --env-file entry gives), each overridden by its environment variable when
 * that holds something other than blanks.
 * `STUDENT_PORTAL_REGISTRATION_CLASS_IDS` is a comma-separated list.
 */
export function targetsFor(
  env: string,
  environmentVariables: Record<string, string | undefined>,
  fromFile: EnvironmentTargets = {},
): SmokeTargets {
  const defaults: SmokeTargets = { ...(env === 'local' ? localTargets : upstreamDefaults), ...fromFile };
  const text = (name: string, fallback: string): string => environmentVariables[name]?.trim() || fallback;
  const ids = (environmentVariables[targetVariables.registrationClassIds] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const zip = text(targetVariables.zip, defaults.zip);
  return {
    classId: text(targetVariables.classId, defaults.classId),
    zip,
    schoolPoi: text(targetVariables.schoolPoi, defaults.schoolPoi),
    schoolState: text(targetVariables.schoolState, defaults.schoolState),
    canadianZip: text(targetVariables.canadianZip, defaults.canadianZip),
    registrationClassIds: ids.length > 0 ? ids : defaults.registrationClassIds,
    emailDomain: text(targetVariables.emailDomain, defaults.emailDomain ?? 'example.com'),
    // The promise holds for the default zip only.
    expectMakeupSession: (defaults.expectMakeupSession ?? false) && zip === defaults.zip,
  };
}
