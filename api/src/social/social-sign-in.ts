// Server-only: what a verified provider identity means here (api/AUTH.md, social sign-in):
// a known identity signs its account in; a signed-in user who started the flow links it; an
// unknown one makes a new candidate account, unless its e-mail already has an account: that
// is never linked by e-mail alone (whoever controls an address at a provider would take it over).
import type { SocialSignInError, SocialService } from '@raketa/shared/account';
import { isEmail } from '@raketa/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../auth/registration';
import { createIdentities, IdentityConflictError } from './identities';
import type { SocialProfile } from './providers';

export type SocialOutcome =
  { kind: 'signed_in'; userId: number; newAccount: boolean } | { kind: 'linked' } | { kind: 'refused'; error: SocialSignInError };

function accountName(profile: SocialProfile, email: string): string {
  const name = (profile.name ?? email.split('@')[0]!).trim();
  return name.slice(0, NAME_MAX_LENGTH) || email.slice(0, NAME_MAX_LENGTH);
}

export async function resolveSocialIdentity(
  app: FastifyInstance,
  { service, profile, linkUserId }: { service: SocialService; profile: SocialProfile; linkUserId: number | null },
): Promise<SocialOutcome> {
  const identities = createIdentities(app.db, app.clock);

  // Two tries: a concurrent callback for the same identity or e-mail may win the first.
  for (let attempt = 0; ; attempt += 1) {
    const owner = await identities.findOwner(service, profile.subject);

    if (linkUserId !== null) {
      if (owner) {
        if (owner.userId !== linkUserId) return { kind: 'refused', error: 'social_identity_in_use' };
        await identities.touch(service, profile.subject);
        return { kind: 'linked' };
      }
      if (await identities.link(linkUserId, service, profile.subject, profile.email)) return { kind: 'linked' };
      continue;
    }

    if (owner) {
      await identities.touch(service, profile.subject);
      return { kind: 'signed_in', userId: owner.userId, newAccount: false };
    }

    const email = profile.email;
    if (!email || !profile.emailVerified || email.length > EMAIL_MAX_LENGTH || !isEmail(email)) {
      return { kind: 'refused', error: 'social_email_missing' };
    }
    if (await identities.emailTaken(email)) return { kind: 'refused', error: 'social_account_exists' };
    try {
      const userId = await app.db.transaction((tx) =>
        identities.createAccount(tx, { provider: service, subject: profile.subject, name: accountName(profile, email), email }),
      );
      return { kind: 'signed_in', userId, newAccount: true };
    } catch (error) {
      if (!(error instanceof IdentityConflictError) || attempt > 0) throw error;
    }
  }
}
