import { createContext, useContext } from 'react';
import type { ApiClient } from '../core/api/transport';
import type { LeadFormFamily } from '../core/rules/programs';
import type { Enrollment } from '../core/api/structs/enrollment';
import type { Brand } from '../core/config/brands';
import type { ChatScripts, EnvironmentName } from '../core/config/environment';
import type { SessionState } from './session-store';
import type { Clock } from './clock';
import type { LocationSource } from './location';

/**
 * The analytics events screens emit (access §7 data layer; issue #5 onEvent). The
 * handle's typed union (embed/student-portal.d.ts) must accept each: embed/events.ts
 * passes them to listeners typed by it, so the two cannot drift apart.
 */
export type PortalEvent =
  | { type: 'virtualPageview'; path: string }
  | { type: 'login' | 'logout' }
  | { type: 'analyticsEvent'; eventCategory: 'header'; eventAction: 'search' | 'tab'; eventLabel: string; searchTerm?: string }
  | { type: 'analyticsEvent'; event: 'accountRegistration' }
  | { type: 'analyticsEvent'; event: 'noEventFound'; classId?: string }
  | { type: 'analyticsEvent'; event: 'eventRegistration'; classId: string; classCode: string; programCode?: string; attempts?: number; existingUser?: true }
  | { type: 'leadRegistration'; classId: string; programCode: string; family: LeadFormFamily };

/**
 * Everything one mount owns, provided by context to every screen: its API
 * client, store, clock, router and event sink. Nothing here is global.
 */
export interface PortalServices {
  brand: Brand;
  env: Exclude<EnvironmentName, 'local'> | 'local';
  /** The host serving the page (redirect rule: the current host is allowed). */
  host: string;
  client: ApiClient;
  session: SessionState;
  clock: Clock;
  location: LocationSource;
  routing: 'hash' | 'memory' | 'path';
  /** Sends an analytics event to window.dataLayer and the handle's listeners. */
  emit(event: PortalEvent): void;
  /**
   * Sends the browser to another page (course portal, cart); never used for
   * in-portal routes. `replace` swaps the current history entry for it (a
   * hash-routed hand-off route, so Back does not return to it).
   */
  leave(url: string, options?: { replace?: boolean }): void;
  /**
   * Goes to a portal route from code (after a flow step): inside this mount
   * when its edition has the route, otherwise to the full portal's page for
   * it (the sign-up widget has no account screens).
   */
  openRoute(path: string, options?: { replace?: boolean }): void;
  /** The href of a portal route: in-mount when the edition has it, else the full portal's URL. */
  routeHref(path: string): string;
  /** Whether this mount's edition renders `path` (else it belongs to the full portal). */
  inMount(path: string): boolean;
  /**
   * The live-chat script of each program family for this mount (the brand's,
   * or the simulator's stand-in), or null when the host mounted with
   * `chat: false` (issue #16). Screens ask `useChatEnabled()`.
   */
  chat: ChatScripts | null;
  /** Prefix of every DOM id this mount renders (unique per mount on the page). */
  idPrefix: string;
  /** Where this mount's stylesheets are adopted: the document (scoped) or its shadow root (#31.4: the account chunk's). */
  styleHost: Document | ShadowRoot;
  /**
   * Class ids whose question-gate answer this mount accepted: only these open
   * /pg/signup of a class with a question (issue 13 item 9).
   */
  answeredQuestions: Set<string>;
  /**
   * Loads the first enrollment's details in the session check (access §4),
   * which only the full portal's live chat reads. The sign-up widget has no
   * chat and leaves it out: a marketing page neither downloads that query and
   * its structs nor sends it (issue #18). Without it the session's
   * `firstEnrollment` is null.
   */
  firstEnrollment?: (client: ApiClient, enrollmentId: string) => Promise<Enrollment | undefined>;
}

export const PortalContext = createContext<PortalServices | null>(null);

/** The services of the mount this component renders in. */
export function usePortal(): PortalServices {
  const services = useContext(PortalContext);
  if (!services) throw new Error('usePortal outside a mounted portal');
  return services;
}

/**
 * Whether this mount offers live chat (on unless the host passed
 * `chat: false`): the one question screens ask before offering the chat
 * (Ask about live instruction, Contact Us). Whether a given student gets a
 * widget also depends on their program (access §6: none for GED or BAR).
 */
export function useChatEnabled(): boolean {
  return usePortal().chat !== null;
}
