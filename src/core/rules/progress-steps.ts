/**
 * The stepping of the portal's progress bars (access §4 signing page,
 * account §9 resources screen): +0.4 per tick, +0.1 per tick once above 80
 * (80 itself still takes 0.4), never past `max`. Kept to tenths so
 * floating-point steps never drift past a boundary.
 */
export function nextProgress(progress: number, max = 100): number {
  const step = progress > 80 ? 0.1 : 0.4;
  return Math.min(max, Math.round((progress + step) * 10) / 10);
}

/**
 * account §9 resources screen: a tick every 80 ms while the data loads, the
 * bar held below 100 until it is ready, then 100 and the content 500 ms later.
 */
export const resourcesProgress = { tickMs: 80, revealMs: 500, loadingMax: 99.9 } as const;
