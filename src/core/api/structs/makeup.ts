import { type Infer, array, string, type } from 'superstruct';
import { deferred, flag, id, maybe, numeric } from './common';

/** account §3 Make-up session (search result). */
export const MakeupSession = deferred(() => type({
  sessionId: id,
  sessionTemplateId: maybe(id),
  name: maybe(string()),
  classCode: maybe(string()),
  sessionDate: maybe(string()),
  sessionStartTime: maybe(string()),
  sessionEndTime: maybe(string()),
  facilityName: maybe(string()),
  address1: maybe(string()),
  address2: maybe(string()),
  facilityCity: maybe(string()),
  state: maybe(string()),
  zip: maybe(string()),
  roomName: maybe(string()),
  distance: maybe(numeric),
  status: maybe(string()),
  isLol: maybe(flag),
}));
export type MakeupSession = Infer<typeof MakeupSession>;

/**
 * searchSessions answers this list, or a string that is shown as a message
 * (account §4, §8 "string results shown as alert text"); makeup.ts branches on
 * the string before validating, so a bad list entry keeps its exact path.
 */
export const MakeupSessionList = deferred(() => array(MakeupSession));

/** msfSignUp's non-string answer (shape not shown): `status` 'success' books; another status carries the refusal's `message` (#29.1). */
export const MakeupSignUpAnswer = deferred(() => type({ status: maybe(string()), message: maybe(string()) }));
