// Server-only: what a command of the operators' command line is (`npm run admin -w @raketa/api --
// <command>`, api/COMPANY-PAGES.md, "Command line"). Each command is a module of ./commands,
// listed once in ./commands/index.ts; its work is an exported function that tests (and the e2e
// fixture) call with a database directly.
import type { Db } from '../db/db';

export interface CommandContext {
  db: Db;
  /** The current time (campaign states are computed against it). */
  now: () => Date;
  /** Variables such as ADMIN_PASSWORD. */
  env: Record<string, string | undefined>;
  /** All of standard input, read on demand (create-admin's password). */
  readStdin: () => Promise<string>;
}

export interface AdminCommand {
  name: string;
  /** Arguments after the name, as the usage line shows them. */
  usage: string;
  description: string;
  /** Does the work and answers the lines to print; throws `CliError` for what the operator must fix. */
  run(context: CommandContext, args: string[]): Promise<string[]>;
}

/** A problem the operator can fix (a wrong argument, an unknown account): printed without a stack. */
export class CliError extends Error {
  constructor(
    message: string,
    /** 2 for a usage mistake, 1 otherwise. */
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exactly `count` positional arguments, else a usage error naming the command's usage. */
export function positional(command: Pick<AdminCommand, 'name' | 'usage'>, args: string[], count: number): string[] {
  if (args.length !== count || args.some((arg) => arg.startsWith('--'))) {
    throw new CliError(`Usage: ${command.name} ${command.usage}`, 2);
  }
  return args;
}
