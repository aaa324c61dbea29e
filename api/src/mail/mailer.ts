/**
 * Outgoing mail through nodemailer: SMTP when `smtpUrl` is set (Mailpit in compose, a
 * provider in production); otherwise the embedded outbox, a folder where every message
 * is kept as `.eml` (open it in any mail client) beside a `.json` digest that a developer
 * or a test can read. Nothing leaves the machine by default.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields (List-Unsubscribe of newsletter-type mail); kept in the outbox digest too. */
  headers?: Record<string, string>;
  /** Files sent along (an application's CV); the outbox digest names them, the .eml carries them. */
  attachments?: MailAttachment[];
  /**
   * The message's own id, the same on every delivery of it (`stableMailId` of the job that sends it):
   * a retried job overwrites its outbox files instead of adding a copy, and over SMTP it is the
   * Message-ID, by which receivers drop a second copy. Unset: a new id per send.
   */
  id?: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutboxEntry extends Omit<MailMessage, 'attachments'> {
  id: string;
  from: string;
  sentAt: string;
  attachments?: { filename: string; contentType: string; size: number }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: an SMTP host or the outbox folder. */
  readonly destination: string;
  close(): void;
}

/**
 * Sortable by the time the mail was asked for, then unique by its key (a job id): the outbox keeps
 * its messages in the order they were caused. Letters, digits and hyphens only (a file name, and the
 * left side of a Message-ID).
 */
export function stableMailId(createdAt: Date, key: string): string {
  return `${createdAt.toISOString().replace(/[:.]/g, '-')}-${key.replace(/[^A-Za-z0-9-]/g, '-')}`;
}

/** `<id@domain of the sender>`, as RFC 5322 wants a Message-ID. */
const messageIdOf = (id: string, from: string) => `<${id}@${/@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'raketa.invalid'}>`;

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    destination: `smtp ${new URL(smtpUrl).host}`,
    async send({ id, ...message }) {
      await transport.sendMail({ from, ...message, ...(id ? { messageId: messageIdOf(id, from) } : {}) });
    },
    close: () => transport.close(),
  };
}

async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID().slice(0, 8)}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  // The stream transport builds the same RFC 5322 message SMTP would send, without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: `outbox ${outboxDir}`,
    async send({ id: stableId, ...message }) {
      const sentAt = new Date();
      // Sortable by time, unique within a millisecond; a stable id names the same files on every delivery.
      const id = stableId ?? stableMailId(sentAt, randomUUID().slice(0, 8));
      const info = await transport.sendMail({ from, ...message, messageId: messageIdOf(id, from) });
      await fs.mkdir(outboxDir, { recursive: true });
      // Written whole under a temporary name, then renamed: a crash mid-write leaves no torn message
      // (and a second delivery replaces the first at once).
      await writeWhole(path.join(outboxDir, `${id}.eml`), info.message as Buffer);
      // The digest lists attachments without their bytes (a 10 MB CV would not be readable JSON).
      const { attachments, ...rest } = message;
      const entry: OutboxEntry = {
        id,
        from,
        sentAt: sentAt.toISOString(),
        ...rest,
        ...(attachments
          ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length })) }
          : {}),
      };
      await writeWhole(path.join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
    close: () => transport.close(),
  };
}

export function createMailer({ from, smtpUrl, outboxDir }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(outboxDir, from);
}

/** The outbox's messages, oldest first (for the developer page and tests). */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const digests = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(digests.map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry));
}
