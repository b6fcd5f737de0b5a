/** Command-line scripts answer a refusal (bad configuration, the data folder in use) with one line, not a stack trace. */
import { ConfigError } from '../config.js';
import { DataDirAccessError, DataDirBusyError } from './data-dir-lock.js';

export async function runCommand(verb: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DataDirAccessError || error instanceof DataDirBusyError)) throw error;
    console.error(`Cannot ${verb}: ${error.message}`);
    process.exitCode = 1;
  }
}
