// grant-admin <email>, revoke-admin <email>: the admin role of an existing account. The change
// applies at the account's next request (roles are read with the session).
import type { Queryable } from '../../db/db';
import { CliError, positional, type AdminCommand } from '../command';

/** Adds or removes the admin role; throws `CliError` for an unknown e-mail. Answers whether it changed. */
export async function setAdmin(db: Queryable, email: string, admin: boolean): Promise<{ changed: boolean }> {
  const { rows } = await db.query<{ id: number; roles: string[] }>('select id, roles from users where lower(email) = lower($1)', [email]);
  const user = rows[0];
  if (!user) throw new CliError(`No account with the e-mail ${email}`);
  if (user.roles.includes('admin') === admin) return { changed: false };
  await db.query(
    admin
      ? "update users set roles = array_append(roles, 'admin'), updated_at = now() where id = $1"
      : "update users set roles = array_remove(roles, 'admin'), updated_at = now() where id = $1",
    [user.id],
  );
  return { changed: true };
}

export const grantAdminCommand: AdminCommand = {
  name: 'grant-admin',
  usage: '<email>',
  description: 'gives an existing account the admin role (price list and campaigns)',
  async run({ db }, args) {
    const [email] = positional(this, args, 1);
    const { changed } = await setAdmin(db, email!, true);
    return [changed ? `${email} is now an admin` : `${email} was an admin already`];
  },
};

export const revokeAdminCommand: AdminCommand = {
  name: 'revoke-admin',
  usage: '<email>',
  description: 'takes the admin role away from an account',
  async run({ db }, args) {
    const [email] = positional(this, args, 1);
    const { changed } = await setAdmin(db, email!, false);
    return [changed ? `${email} is no longer an admin` : `${email} was not an admin`];
  },
};
