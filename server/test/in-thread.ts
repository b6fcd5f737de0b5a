/**
 * Runs one exported function of a TypeScript module in a worker thread of its own, ended after a
 * deadline: code that might loop forever fails its test in seconds instead of hanging the Vitest
 * worker (a synchronous loop runs no timer, so Vitest's own test timeout never fires).
 */
import { Worker } from 'node:worker_threads';

const tsx = import.meta.resolve('tsx/esm/api');

const bootstrap = `(async () => {
  const { workerData, parentPort } = await import('node:worker_threads');
  (await import(workerData.tsx)).register();
  const module = await import(workerData.module);
  parentPort.postMessage(await module[workerData.name](workerData.input));
})();`;

export class ThreadDeadlineError extends Error {}

export async function runInThread<T>(module: URL, name: string, input: unknown, deadlineMs: number): Promise<T> {
  const worker = new Worker(bootstrap, { eval: true, workerData: { tsx, module: module.href, name, input } });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => reject(new ThreadDeadlineError(`${name} did not finish in ${deadlineMs} ms`)), deadlineMs);
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`${name}: its thread exited (code ${code}) without answering`)));
    });
  } finally {
    clearTimeout(timer);
    // Ends the thread even while it loops.
    await worker.terminate();
  }
}
