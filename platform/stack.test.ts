/** @jest-environment node */
import path from 'node:path';
import { apiTrustProxy, mailOutboxDir } from './stack';
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

describe('apiTrustProxy', () => {
  it('has the API believe the shell (on loopback) only, unless TRUST_PROXY says otherwise', () => {
    expect(apiTrustProxy({})).toBe('127.0.0.1');
    expect(apiTrustProxy({ TRUST_PROXY: '' })).toBe('127.0.0.1');
    expect(apiTrustProxy({ TRUST_PROXY: '10.1.2.3' })).toBe('10.1.2.3');
  });
});
