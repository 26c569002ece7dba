import { type Infer, string, type } from 'superstruct';
import { deferred, first, flag, id, maybe, requiredList } from './common';
import { ScheduledPayment, Shipment } from './enrollment';

// An enrollment's sessions, scheduled payments and shipments (account §3, §7): only account screens
// ask for them (#31.4: apart from the Enrollment the session check reads, so the ES module's account
// chunk carries them).

/** account §3 Session. */
export const Session = deferred(() => type({
  id: maybe(id),
  name: maybe(string()),
  sessionTemplateId: maybe(id),
  meetingDate: maybe(string()),
  startTime: maybe(string()),
  endTime: maybe(string()),
  active: maybe(flag),
  /** An online session's join link: the spec names no field; ours is the account §3 Event's name (docs/decisions.md). */
  liveStreamUrl: maybe(string()),
  Room: maybe(first(type({ designation: maybe(string()) }))),
  Facility: maybe(
    first(
      type({
        id: maybe(id),
        name: maybe(string()),
        Location: maybe(
          first(type({ address1: maybe(string()), city: maybe(string()), state: maybe(string()), zip: maybe(string()) })),
        ),
      }),
    ),
  ),
}));
export type Session = Infer<typeof Session>;

/** account §3 EnrollmentSession: the session plus its enrollment link. */
export const EnrollmentSession = deferred(() => type({
  sessionId: id,
  active: maybe(flag),
  Session: maybe(first(Session)),
}));
export type EnrollmentSession = Infer<typeof EnrollmentSession>;

/* GraphQL query data on kegql (account §7), as in ./enrollment.ts. */
export const EnrollmentSessionsData = deferred(() => type({ EnrollmentSession: requiredList(EnrollmentSession) }));
export const ScheduledPaymentsData = deferred(() => type({ ScheduledPayment: requiredList(ScheduledPayment) }));
export const ShipmentsData = deferred(() => type({ Shipment: requiredList(Shipment) }));
