/**
 * Runs `lead` in the one tab of the browser that holds the Web Lock `name`; the other tabs wait for
 * it, and when the holder closes (or stops) the lock passes to one of them. Without Web Locks each
 * tab leads. `lead` must settle once its signal stops: that releases the lock. Returns the stop.
 */
export function leadWithLock(
  locks: LockManager | undefined,
  name: string,
  lead: (signal: AbortSignal) => Promise<void>,
): () => void {
  const stop = new AbortController();
  if (!locks) lead(stop.signal).catch(() => undefined);
  else {
    // Stopped while waiting: the request is withdrawn (an AbortError, expected).
    locks.request(name, { signal: stop.signal }, () => lead(stop.signal)).catch(() => undefined);
  }
  return () => stop.abort();
}
