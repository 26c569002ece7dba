/** Polls until `probe` returns a truthy value (rendering and HTTP are asynchronous); never a fixed sleep. */
export async function waitFor<T>(probe: () => T | null | undefined | false, what = 'condition', timeoutMs = 4000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
