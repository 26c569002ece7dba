import { useEffect, useRef } from 'react';
import { usePortal } from '../../lib/portal-services';

/**
 * Delays of the sign-up flow on the mount's clock (access §9 timings): every
 * timer still pending is cancelled when the screen goes, and `alive()` tells
 * a request that ends late whether anyone is still there to act on it.
 */
export function useSignupTimers() {
  const { clock } = usePortal();
  const cancels = useRef<(() => void)[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const cancel of cancels.current) cancel();
      cancels.current = [];
    };
  }, []);
  return {
    later(fn: () => void, ms: number): void {
      cancels.current.push(clock.setTimeout(fn, ms));
    },
    alive: () => mounted.current,
  };
}
