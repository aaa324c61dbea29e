/** @jest-environment node */
import path from 'node:path';
import { mailOutboxDir } from './stack';
import { REPO_ROOT } from './topology';

describe('mailOutboxDir', () => {
  it('puts the outbox beside the PGlite folder', () => {
    expect(mailOutboxDir({})).toBe(path.join(REPO_ROOT, '.data', 'outbox'));
    expect(mailOutboxDir({ PGLITE_DIR: '/tmp/raketa-e2e-x/pglite' })).toBe('/tmp/raketa-e2e-x/outbox');
    expect(mailOutboxDir({ PGLITE_DIR: 'memory://' })).toBe(path.join(REPO_ROOT, '.data', 'outbox'));
  });

  it('keeps an explicit MAIL_OUTBOX_DIR, resolved from the repository root', () => {
    expect(mailOutboxDir({ MAIL_OUTBOX_DIR: 'tmp/mail', PGLITE_DIR: '/elsewhere/pglite' })).toBe(path.join(REPO_ROOT, 'tmp', 'mail'));
  });
});
