import { writeFileSync } from 'node:fs';

/**
 * Prints a simulator's ready line (npm start waits for it on stdout) and, when asked, writes it to a
 * file too: a container's health check looks for that file, as it cannot read the process's stdout.
 */
export function announceReady(line: string, file: string | null): void {
  process.stdout.write(`${line}\n`);
  if (file) writeFileSync(file, `${line}\n`);
}
