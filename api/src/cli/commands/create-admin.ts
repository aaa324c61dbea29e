// create-admin <email> <name>: a new account with the admin role, for bootstrapping a fresh
// deployment. The password comes from ADMIN_PASSWORD or standard input (never an argument, which
// would stay in the shell history and the process list) and passes the sign-up rules.
import { createAdmin, CreateAdminError } from '../../admin/create-admin';
import { CliError, positional, type AdminCommand } from '../command';

export const createAdminCommand: AdminCommand = {
  name: 'create-admin',
  usage: '<email> <name>',
  description: 'creates an admin account; the password comes from ADMIN_PASSWORD or standard input',
  async run({ db, env, readStdin }, args) {
    const [email, name] = positional(this, args, 2);
    const password = env.ADMIN_PASSWORD || (await readStdin()).replace(/\r?\n$/, '');
    if (password === '') throw new CliError('Give the password in ADMIN_PASSWORD or on standard input');
    try {
      const user = await createAdmin(db, { email: email!, name: name!, password });
      return [`Created the admin account ${user.email} (id ${user.id})`];
    } catch (error) {
      if (!(error instanceof CreateAdminError)) throw error;
      throw new CliError(error.reason === 'email_taken' ? `${error.message}; use grant-admin ${email}` : `Cannot create the admin: ${error.message}`);
    }
  },
};
