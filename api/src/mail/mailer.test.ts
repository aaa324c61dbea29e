import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer, readOutbox, stableMailId } from './mailer';

const FROM = 'Raketa <no-reply@raketa.test>';
const message = {
  to: 'jana@example.cz',
  subject: 'Obnovení hesla',
  text: 'Odkaz: https://raketa.test/obnovit-heslo?token=abc',
  html: '<p>Odkaz: <a href="https://raketa.test/obnovit-heslo?token=abc">obnovit heslo</a></p>',
};

describe('mailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-outbox-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every message in the outbox, as .eml and as a readable digest, oldest first', async () => {
    const mailer = createMailer({ from: FROM, outboxDir: path.join(dir, 'outbox') });
    expect(mailer.destination).toBe(`outbox ${path.join(dir, 'outbox')}`);
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Druhá zpráva' });
    const entries = await readOutbox(path.join(dir, 'outbox'));
    expect(entries.map((entry) => entry.subject)).toEqual(['Obnovení hesla', 'Druhá zpráva']);
    expect(entries[0]).toMatchObject({ from: FROM, to: 'jana@example.cz', text: message.text, html: message.html });
    const eml = fs.readFileSync(path.join(dir, 'outbox', `${entries[0]!.id}.eml`), 'utf8');
    expect(eml).toContain('To: jana@example.cz');
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // the Czech subject is MIME-encoded
    mailer.close();
  });

  it('keeps a message with a stable id once, however often it is delivered (a retried job), with it as Message-ID', async () => {
    const mailer = createMailer({ from: FROM, outboxDir: dir });
    const id = stableMailId(new Date('2026-11-26T00:01:12.415Z'), 'a6c47a0c-4ead-4f52-ba25-faee00599e1b');
    expect(id).toBe('2026-11-26T00-01-12-415Z-a6c47a0c-4ead-4f52-ba25-faee00599e1b');
    await mailer.send({ ...message, id });
    await mailer.send({ ...message, id, text: 'The second delivery' });
    expect(fs.readdirSync(dir).sort()).toEqual([`${id}.eml`, `${id}.json`]);
    expect(await readOutbox(dir)).toEqual([expect.objectContaining({ id, text: 'The second delivery' })]);
    // Folded onto the next line when long.
    expect(fs.readFileSync(path.join(dir, `${id}.eml`), 'utf8')).toMatch(new RegExp(`^Message-ID:\\s+<${id}@raketa\\.test>$`, 'm'));
    mailer.close();
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(path.join(dir, 'nothing-here'))).toEqual([]);
  });

  it('sends through SMTP when an SMTP URL is configured', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const mailer = createMailer({ from: FROM, smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: dir });
    try {
      expect(mailer.destination).toBe(`smtp 127.0.0.1:${port}`);
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: jana@example.cz');
      // A stable id is the Message-ID, by which receivers drop the copy a retried job may send.
      await mailer.send({ ...message, id: 'stable-id-1' });
      expect(received[1]).toMatch(/^Message-ID:\s+<stable-id-1@raketa\.test>$/m);
      expect(await readOutbox(dir)).toEqual([]);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
