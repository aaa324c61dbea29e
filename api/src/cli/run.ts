// Server-only: the dispatcher of the operators' command line: finds the command, opens the
// database only then, runs it, prints its lines, and turns failures into an exit code.
import type { Db } from '../db/db';
import { PgliteInUseError } from '../db/pglite-lock';
import { CliError, type AdminCommand, type CommandContext } from './command';
import { COMMANDS } from './commands/index';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: Record<string, string | undefined>;
  readStdin(): Promise<string>;
  now?: () => Date;
}

/** An open database and what closes it (and releases the PGlite lock). */
export interface OpenedDb {
  db: Db;
  close(): Promise<void>;
}

export function usage(commands: readonly AdminCommand[] = COMMANDS): string[] {
  return [
    'Usage: npm run admin -w @raketa/api -- <command> [arguments]',
    '',
    ...commands.map((command) => `  ${`${command.name} ${command.usage}`.trim()}\n      ${command.description}`),
  ];
}

/** Runs one command line; answers the exit code (0 done, 1 failed, 2 usage). */
export async function runCli(
  argv: string[],
  io: CliIo,
  openDb: () => Promise<OpenedDb>,
  commands: readonly AdminCommand[] = COMMANDS,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    usage(commands).forEach((line) => io.out(line));
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`Unknown command ${JSON.stringify(name)}`);
    usage(commands).forEach((line) => io.err(line));
    return 2;
  }
  let opened: OpenedDb | undefined;
  try {
    opened = await openDb();
    const context: CommandContext = { db: opened.db, now: io.now ?? (() => new Date()), env: io.env, readStdin: io.readStdin };
    (await command.run(context, args)).forEach((line) => io.out(line));
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.exitCode;
    }
    if (error instanceof PgliteInUseError) {
      io.err(error.message);
      return 1;
    }
    if ((error as { code?: string }).code === '42P01' || (error as { code?: string }).code === '42703') {
      io.err(`${(error as Error).message}: the database is not migrated yet; run npm run db:migrate first`);
      return 1;
    }
    throw error;
  } finally {
    await opened?.close();
  }
}
