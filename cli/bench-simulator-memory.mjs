#!/usr/bin/env node
// `npm run bench:simulator-memory` (builds dist/ first when it is stale), issue #29.12 and #29.13:
// the resident memory (RSS) of `student-portal serve` while one signed-in student repeats each
// write with large values, and while that student sends 12 uploads of 50 MB at once.
//
// Per write: a loop of --seconds (default 60) with 2 requests in flight, the RSS of the simulator's
// process at the start, at the end and at its peak (sampled every 250 ms), and the answers by
// status. A simulator that dies (V8 out of memory) is reported with how long it lasted, and a
// fresh one serves the next write. Figures are printed, not enforced.
//
//   --seconds N        length of each write's loop (default 60)
//   --only a,b         only these writes (names as printed); `uploads` is the concurrent-upload run
//   --heap MB          the simulator's --max-old-space-size (default: Node's own)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { root, startSimulator } from './bench-kit.mjs';

if (!existsSync(`${root}dist/cli.mjs`)) {
  process.stderr.write('bench-simulator-memory: the CLI is not built yet. Run `npm run build` first.\n');
  process.exit(2);
}

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, only: { type: 'string' }, heap: { type: 'string' } },
});
const seconds = Number(options.seconds);
const only = options.only ? new Set(options.only.split(',')) : null;
const inFlight = 2;
const demo = { email: 'demo@student-portal.test', password: 'Demo-pass1!', studentId: 'S1001', userId: 'U1001' };
// Just under the simulator's 1 MiB JSON body limit, so the body itself is read.
const big = (share = 1) => 'x'.repeat(Math.floor((1_000_000 / share) - 64));
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The RSS of a process in bytes (`ps`, Linux and macOS), or null once it is gone. */
function rss(pid) {
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
  } catch {
    return null;
  }
}

async function start() {
  const env = options.heap ? { ...process.env, NODE_OPTIONS: `--max-old-space-size=${options.heap}` } : process.env;
  const simulator = await startSimulator([], { env, stderr: 'ignore' });
  const login = await fetch(`${simulator.url}/rest-services/userLogin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  if (!login.ok) throw new Error(`the demo student could not sign in (${login.status})`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { ...simulator, cookie };
}

const json = (path, body) => (sim) =>
  fetch(`${sim.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: sim.cookie }, body: JSON.stringify(body(sim)) });

function uploadOf(bytes) {
  const file = new Blob([new Uint8Array(bytes)]);
  return (sim) => {
    const form = new FormData();
    form.append('file', file, 'evidence.pdf');
    for (const [name, value] of Object.entries({ caseId: '500A0001', fileType: 'application/pdf', fileName: 'evidence.pdf', studentId: demo.studentId })) {
      form.append(name, value);
    }
    return fetch(`${sim.url}/rest-services/document/upload`, { method: 'POST', headers: { cookie: sim.cookie }, body: form });
  };
}

let serial = 0;
/** Each write the portal (or a script with a session) can make, with the largest values the body takes. */
const writes = {
  'case-comment': json('/rest-services/case/comment', () => ({ studentId: demo.studentId, caseNumber: '00012001', comments: big() })),
  'case-create': json('/rest-services/case/create', () => ({
    studentId: demo.studentId, enrollmentId: 'E2001', type: big(2), typeDetail: big(2), description: 'x'.repeat(4000),
  })),
  // The largest values the simulator keeps (#29.12): these fill the case counts and text quota, then stop.
  'case-comment-4000': json('/rest-services/case/comment', () => ({ studentId: demo.studentId, caseNumber: '00012001', comments: 'x'.repeat(4000) })),
  'case-create-4000': json('/rest-services/case/create', () => ({
    studentId: demo.studentId, enrollmentId: 'E2001', type: 'x'.repeat(255), typeDetail: 'x'.repeat(255), description: 'x'.repeat(4000),
  })),
  'profile-update': json('/rest-services/enroll/updatestudent', () => ({ studentId: demo.studentId, state: big(3), country: big(3), schoolState: big(3) })),
  'login-profile': json('/rest-services/accountManagement/updateContact', () => ({ email: demo.email, userId: demo.userId, state: big(2), country: big(2) })),
  'agreement-update': json('/graphql', () => ({
    operationName: 'UpdateEnrollmentAgreement',
    query: 'mutation UpdateEnrollmentAgreement { x }',
    variables: { input: { enrollmentId: 'E2009', partnerName: big() } },
  })),
  lead: json('/rest-services/leadRegistration/register', () => ({ email: `lead${(serial += 1)}@student-portal.test`, programCode: 'SAT', notes: big() })),
  registration: json('/rest-services/studentRegistration/register', () => ({
    firstName: 'Ola', lastName: 'Nowak', email: `new${(serial += 1)}@student-portal.test`, password: demo.password,
  })),
  attendance: json('/rest-services/attendance/record', () => ({ enrollmentId: 'E2003' })),
  upload: uploadOf(1_000_000),
};

/** Runs `send` back to back, `inFlight` at a time, for `ms`; RSS sampled throughout. */
async function loop(sim, send, ms) {
  const statuses = new Map();
  const count = (key) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const started = Date.now();
  const first = rss(sim.pid);
  let peak = first ?? 0;
  let diedAfter = null;
  const sampler = setInterval(() => {
    const now = rss(sim.pid);
    if (now === null) diedAfter ??= Date.now() - started;
    else peak = Math.max(peak, now);
  }, 250);
  const worker = async () => {
    while (Date.now() - started < ms && diedAfter === null) {
      try {
        const response = await send(sim);
        await response.arrayBuffer();
        count(response.status);
      } catch {
        count('no answer');
        if (rss(sim.pid) === null) diedAfter ??= Date.now() - started;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  clearInterval(sampler);
  return { first, last: rss(sim.pid), peak, diedAfter, statuses };
}

function report(name, { first, last, peak, diedAfter, statuses }) {
  const answers = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
  const end = diedAfter === null ? mib(last ?? 0) : `DIED after ${(diedAfter / 1000).toFixed(1)} s`;
  process.stdout.write(`${name.padEnd(18)} rss start ${mib(first ?? 0).padStart(8)}  end ${end.padStart(8)}  peak ${mib(peak).padStart(8)}  answers ${answers}\n`);
}

/** #29.13: 12 uploads of 50 MB at once from the one student. */
async function concurrentUploads(sim) {
  const send = uploadOf(50 * 1000 * 1000);
  const first = rss(sim.pid);
  let peak = first ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(sim.pid) ?? 0);
  }, 100);
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: 12 }, async () => {
      const status = await send(sim).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 'no answer',
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  clearInterval(sampler);
  return { first, last: rss(sim.pid), peak, diedAfter: rss(sim.pid) === null ? 0 : null, statuses };
}

process.stdout.write(`simulator RSS, one signed-in student, ${seconds} s per write, ${inFlight} requests in flight\n`);
let sim = await start();
for (const [name, send] of Object.entries(writes)) {
  if (only && !only.has(name)) continue;
  const result = await loop(sim, send, seconds * 1000);
  report(name, result);
  if (result.diedAfter !== null) sim = await start();
}
if (!only || only.has('uploads')) report('12×50 MB uploads', await concurrentUploads(sim));
sim.stop();
