// Server-only: accounts, decorated on the app as `usersRepository`. E-mail look-ups are
// case-insensitive (unique index on lower(email)).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';

export const USER_TYPES = ['candidate', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface User {
  id: number;
  type: UserType;
  name: string;
  email: string;
  createdAt: string;
}

export interface UserWithPassword extends User {
  passwordHash: string | null;
}

interface UserRow {
  id: number;
  type: UserType;
  name: string;
  email: string;
  password_hash: string | null;
  created_at: Date | string;
}

const columns = 'id, type, name, email, password_hash, created_at';

export function toUser(row: UserRow): UserWithPassword {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    passwordHash: row.password_hash,
  };
}

/** The account without its password hash, as the API shows it. */
export function publicUser({ passwordHash: _hash, ...user }: UserWithPassword): User {
  return user;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail already exists');
    this.name = 'EmailTakenError';
  }
}

export function createUsersRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<UserWithPassword | undefined> {
      const { rows } = await db.query<UserRow>(`select ${columns} from users where lower(email) = lower($1)`, [email]);
      return rows[0] && toUser(rows[0]);
    },

    async findById(id: number): Promise<UserWithPassword | undefined> {
      const { rows } = await db.query<UserRow>(`select ${columns} from users where id = $1`, [id]);
      return rows[0] && toUser(rows[0]);
    },

    async emailExists(email: string): Promise<boolean> {
      const { rows } = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
      return rows.length > 0;
    },

    /** Throws `EmailTakenError` when the e-mail is taken, also when a concurrent sign-up wins the race. */
    async create(user: { type: UserType; name: string; email: string; passwordHash: string }): Promise<UserWithPassword> {
      try {
        const { rows } = await db.query<UserRow>(
          `insert into users (type, name, email, password_hash) values ($1, $2, $3, $4) returning ${columns}`,
          [user.type, user.name, user.email, user.passwordHash],
        );
        return toUser(rows[0]!);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new EmailTakenError();
        throw error;
      }
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, passwordHash]);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('usersRepository', createUsersRepository(app.db));
  },
  { name: 'users-repository', decorators: { fastify: ['db'] } },
);
