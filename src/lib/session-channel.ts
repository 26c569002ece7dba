/**
 * What one mount tells the others of its page about the session they share
 * through the page's cookies (issue #13.8).
 */
export type SessionNews = 'login' | 'logout';

/** A mount's place in its channel. */
export interface SessionChannelMembership {
  /** Tells every other mount of the channel. */
  tell(news: SessionNews): void;
  /** Leaves the channel (unmount); idempotent. */
  leave(): void;
}

/**
 * The page's channels, keyed by brand and API base: created by the first
 * mount that joins, gone with the last that leaves. Importing this module
 * does nothing; only mount() joins.
 */
const channels = new Map<string, Set<(news: SessionNews) => void>>();

/** The key of the mounts that share a session: same brand, same API base. */
export const sessionChannelKey = (brandId: string, apiBase: string): string => `${brandId} ${apiBase.replace(/\/+$/, '')}`;

/** Joins the channel `key`; `hear` gets what the other members tell, never what this one tells. */
export function joinSessionChannel(key: string, hear: (news: SessionNews) => void): SessionChannelMembership {
  const members = channels.get(key) ?? new Set<(news: SessionNews) => void>();
  channels.set(key, members);
  members.add(hear);
  return {
    tell(news) {
      for (const member of [...members]) {
        if (member === hear) continue;
        try {
          member(news);
        } catch {
          // One mount's trouble must not stop the others hearing.
        }
      }
    },
    leave() {
      members.delete(hear);
      if (members.size === 0 && channels.get(key) === members) channels.delete(key);
    },
  };
}
