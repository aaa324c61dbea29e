// Server-only, test-only: the API's clock moved by a file (TEST_CLOCK_FILE; api/CONSOLE.md, "A clock
// tests can move"). The file holds a whole number of milliseconds the clock runs ahead of the real
// time; an end-to-end test writes it to make a listing end (then asks the admin route to run the
// expiry sweep at once). Read at every look at the clock, so a change counts from the next request.
// loadConfig refuses the variable when NODE_ENV=production, and server.ts logs a warning when it is set.
import fs from 'node:fs';

/** The offset the file says, 0 when it is missing or empty; anything else is an error worth seeing. */
export function readClockOffset(file: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (text === '') return 0;
  if (!/^-?\d{1,15}$/.test(text)) throw new Error(`${file} must hold a whole number of milliseconds, not ${JSON.stringify(text.slice(0, 40))}`);
  return Number(text);
}

/** A clock `offset file` ahead of `now` (the real time by default). */
export function fileOffsetClock(file: string, now: () => number = Date.now): () => Date {
  return () => new Date(now() + readClockOffset(file));
}
