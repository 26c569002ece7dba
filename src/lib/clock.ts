/**
 * The one clock of a mount (STYLE: timers go through an injectable clock).
 * Redirect delays, progress ticks and polling use it; `dispose()` (called by
 * unmount) clears every timer still pending. Tests pass a manual clock.
 */
export interface Clock {
  now(): Date;
  setTimeout(fn: () => void, ms: number): () => void;
  setInterval(fn: () => void, ms: number): () => void;
  dispose(): void;
}

/** The real clock, tracking its timers so they can all be cleared. */
export function createClock(): Clock {
  const timeouts = new Set<ReturnType<typeof setTimeout>>();
  const intervals = new Set<ReturnType<typeof setInterval>>();
  return {
    now: () => new Date(),
    setTimeout(fn, ms) {
      const id = setTimeout(() => {
        timeouts.delete(id);
        fn();
      }, ms);
      timeouts.add(id);
      return () => {
        clearTimeout(id);
        timeouts.delete(id);
      };
    },
    setInterval(fn, ms) {
      const id = setInterval(fn, ms);
      intervals.add(id);
      return () => {
        clearInterval(id);
        intervals.delete(id);
      };
    },
    dispose() {
      for (const id of timeouts) clearTimeout(id);
      for (const id of intervals) clearInterval(id);
      timeouts.clear();
      intervals.clear();
    },
  };
}

/** A clock that moves only when told to: `advance(ms)` runs what falls due, in order. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  pending(): number;
}

export function createManualClock(start: Date): ManualClock {
  let now = start.getTime();
  let seq = 0;
  const timers = new Map<number, { at: number; every: number | null; fn: () => void }>();
  const add = (fn: () => void, ms: number, every: number | null) => {
    const id = (seq += 1);
    timers.set(id, { at: now + Math.max(0, ms), every, fn });
    return () => {
      timers.delete(id);
    };
  };
  return {
    now: () => new Date(now),
    setTimeout: (fn, ms) => add(fn, ms, null),
    setInterval: (fn, ms) => add(fn, ms, Math.max(1, ms)),
    dispose: () => timers.clear(),
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.fn();
      }
      now = end;
    },
  };
}
