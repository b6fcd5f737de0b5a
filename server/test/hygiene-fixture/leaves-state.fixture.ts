/** A test file that leaves behind what file-hygiene.ts must catch (run by file-hygiene.test.ts only). */
import { createServer } from 'node:net';
import { it } from 'vitest';

it('leaves a server listening, an environment variable set and a process listener', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ACADEMY_LEFT_BEHIND = 'yes';
  process.on('SIGTERM', () => undefined);
});
