/**
 * `promise`'s value, or `otherwise` once `ms` have passed without it. The timer is cleared once
 * the race is decided: a pending one is an open handle the file's hygiene check
 * (test/file-hygiene.ts) finds when the file ends soon after the race.
 */
export async function within<T, F>(promise: Promise<T>, ms: number, otherwise: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(otherwise), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
