// Server-only: seals two-factor secrets at rest with AES-256-GCM (TWO_FACTOR_KEY). Each sealed value
// is `v1.{iv}.{tag}.{ciphertext}` (base64url) and bound to its user as additional data, so a secret
// copied onto another account's row does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretBox {
  seal(plaintext: string, userId: number): string;
  /** Throws when the value was not sealed with this key for this user (or was altered). */
  open(sealed: string, userId: number): string;
}

/**
 * Outside production an unset TWO_FACTOR_KEY falls back to this fixed key, so development data
 * survives restarts. It is public (it is in the source): config refuses it in production.
 */
export const DEVELOPMENT_KEY = createHash('sha256').update('raketa development two-factor key (not secret)').digest();

export function decodeKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes in base64');
  return key;
}

const additionalData = (userId: number) => Buffer.from(`raketa two-factor secret of user ${userId}`);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(plaintext, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 }).setAAD(additionalData(userId));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, userId) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('Not a sealed two-factor secret');
      }
      // A fixed tag length: GCM would otherwise accept a truncated (weaker) tag.
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 })
        .setAAD(additionalData(userId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
