import type { FixtureStudent } from './fixture/people';
import type { Fixture } from './fixture/schema';

/** A logged-in session (the `ktpa` cookie value points at one). */
export interface SimSession {
  studentId: string;
  createdAt: number;
}

/** An identity access token (bearer for my-resource, account §7); one day (access §9). */
export interface SimToken {
  studentId: string;
  expiresAt: number;
}

/** An uploaded case attachment (account §7 upload/download). */
export interface SimUpload {
  id: string;
  caseNumber: string;
  studentId: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** One recorded attendance (account §4 "Live online courses trigger an attendance call on launch"). */
export interface SimAttendance {
  studentId: string;
  enrollmentId: string;
  courseAccessId: string | null;
  /** ISO instant of the simulator clock. */
  recordedAt: string;
}

/**
 * Everything the simulator holds in memory. `fixture` is a working copy that
 * writes change; `POST /__sim/reset` builds a fresh state from the loaded
 * fixture. Time comes from `now()` so tests can move it.
 */
export interface SimState {
  readonly fixture: Fixture;
  readonly start: Date;
  now(): Date;
  /** A new id, unique within this state: `${prefix}${n}`. */
  nextId(prefix: string): string;
  sessions: Map<string, SimSession>;
  tokens: Map<string, SimToken>;
  /** Consecutive failed logins per lower-cased email (5 locks the account). */
  failedLogins: Map<string, number>;
  /** Lower-cased emails of locked accounts. */
  locked: Set<string>;
  uploads: Map<string, SimUpload>;
  /** Launches of live online courses recorded through POST /rest-services/attendance/record (account §4), oldest first. */
  attendance: SimAttendance[];

  // access side
  /** Password-reset tokens (the `t` of a reset link): the fixture's and those forgotPassword minted. */
  resetTokens: Map<string, SimResetToken>;
  /** One-time tickets of the oamLogin redirect (access §7 login sequence, step 3). */
  oamTickets: Map<string, SimToken>;
  /** Event registrations made through POST /rest-services/enroll, oldest first (access §7). */
  eventRegistrations: SimEventRegistration[];
  /** Leads registered through POST /rest-services/leadRegistration/register. */
  leads: SimLead[];
}

// access side
/** A password-reset token; `expiresAt` is Infinity for a fixture's valid token, 0 for an expired one. */
export interface SimResetToken {
  email: string;
  expiresAt: number;
}

/** One event registration (access §7 enroll); the account side lists them as enrollments. */
export interface SimEventRegistration {
  studentId: string;
  classId: string;
  enrollmentId: string;
  /** Epoch ms of the simulator clock. */
  registeredAt: number;
}

/** A registered lead (access §3 lead forms), kept for inspection. */
export interface SimLead {
  leadId: string;
  email: string;
  programCode: string;
  values: Record<string, string | boolean>;
}

/** The student a live session id belongs to, or null. */
export function studentOfSession(state: SimState, sessionId: string | undefined): FixtureStudent | null {
  const session = sessionId ? state.sessions.get(sessionId) : undefined;
  return (session && state.fixture.students.find((s) => s.studentId === session.studentId)) || null;
}

export function createState(fixture: Fixture, clock: () => Date): SimState {
  const working = structuredClone(fixture);
  let counter = 1000;
  return {
    fixture: working,
    start: clock(),
    now: clock,
    nextId: (prefix) => `${prefix}${(counter += 1)}`,
    sessions: new Map(),
    tokens: new Map(),
    failedLogins: new Map(),
    locked: new Set(working.students.filter((s) => s.locked).map((s) => s.email.toLowerCase())),
    uploads: new Map(),
    attendance: [],
    // access side
    resetTokens: new Map(
      working.resetTokens.map((t) => [t.token, { email: t.email, expiresAt: t.state === 'valid' ? Number.POSITIVE_INFINITY : 0 }]),
    ),
    oamTickets: new Map(),
    eventRegistrations: [],
    leads: [],
  };
}
