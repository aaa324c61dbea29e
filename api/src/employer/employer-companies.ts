// Server-only: the company an employer's account creates and edits on the site (api/EMPLOYERS.md,
// "Employer start"), and its approval. A new company waits (`approved_at` null) until an admin
// approves it; until then neither it nor its jobs are public.
import type { OwnCompanyPhoto } from '@raketa/shared/contracts';
import type { CompanySize, SocialLinkKind } from '@raketa/shared/jobs';
import type { Db, Queryable } from '../db/db';
import type { CompanyInput } from './company-form';
import { photosOf, replacePhotos, type PhotoChange } from './company-photos';
import { insertPicture, type CheckedLogo } from './logo';
import { firstFreeSlug, slugFromName } from './slug';
import type { JobQueue } from '../queue/queue';

/** `GET /api/me/company`: the signed-in user's company, approved or not. */
export interface OwnCompany {
  '@id': '/api/me/company';
  '@type': 'OwnCompany';
  id: number;
  slug: string;
  name: string;
  /** Image id for `/api/images/{id}`, or null. */
  logo: number | null;
  shortDescription: { cs: string; en: string };
  description: { cs: string; en: string };
  size: CompanySize;
  locations: string[];
  website: string | null;
  socialLinks: Partial<Record<SocialLinkKind, string>>;
  contactEmail: string;
  /** Codes of `@raketa/shared/jobs` BENEFITS and TECHNOLOGIES. */
  benefits: string[];
  technologies: string[];
  photos: OwnCompanyPhoto[];
  /** `pending` until an admin approves it; then public at `/startup/{slug}`. */
  status: 'pending' | 'approved';
  approvedAt: string | null;
  createdAt: string;
}

/** The account has a company already (one per account). */
export class CompanyExistsError extends Error {
  constructor() {
    super('This account has a company already');
  }
}

/** A candidate account that applied to or saved jobs, or keeps a CV: a company needs its own account. */
export class CandidateAccountInUseError extends Error {
  constructor() {
    super('This candidate account is in use; create the company under a separate company account');
  }
}

interface OwnCompanyRow {
  id: number;
  slug: string;
  name: string;
  logo_image_id: number | null;
  short_description_cs: string;
  short_description_en: string;
  description_cs: string;
  description_en: string;
  size: CompanySize;
  locations: string[];
  website: string | null;
  social_links: Partial<Record<SocialLinkKind, string>>;
  contact_email: string | null;
  benefits: string[];
  technologies: string[];
  approved_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = `id, slug, name, logo_image_id, short_description_cs, short_description_en, description_cs, description_en,
  size, locations, website, social_links, contact_email, benefits, technologies, approved_at, created_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toOwnCompany(row: OwnCompanyRow, photos: OwnCompanyPhoto[]): OwnCompany {
  return {
    '@id': '/api/me/company',
    '@type': 'OwnCompany',
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo: row.logo_image_id,
    shortDescription: { cs: row.short_description_cs, en: row.short_description_en },
    description: { cs: row.description_cs, en: row.description_en },
    size: row.size,
    locations: row.locations,
    website: row.website,
    socialLinks: row.social_links,
    contactEmail: row.contact_email ?? '',
    benefits: row.benefits,
    technologies: row.technologies,
    photos,
    status: row.approved_at === null ? 'pending' : 'approved',
    approvedAt: row.approved_at === null ? null : iso(row.approved_at),
    createdAt: iso(row.created_at),
  };
}

/** The stored company as form input (a PATCH lays the sent fields over it). */
export function inputOf(company: OwnCompany): CompanyInput {
  return {
    name: company.name,
    shortDescription: company.shortDescription,
    description: company.description,
    size: company.size,
    locations: company.locations,
    website: company.website,
    socialLinks: company.socialLinks,
    contactEmail: company.contactEmail,
    benefits: company.benefits,
    technologies: company.technologies,
  };
}

/** The company the user belongs to (as its owner or a member; api/src/employer/membership.ts). */
export async function findOwnCompany(db: Queryable, userId: number): Promise<OwnCompany | undefined> {
  const { rows } = await db.query<OwnCompanyRow>(
    `select ${COLUMNS} from companies where id = (select company_id from company_members where user_id = $1)`,
    [userId],
  );
  return rows[0] && toOwnCompany(rows[0], await photosOf(db, rows[0].id));
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
/** Two new companies of one name at the same moment: the loser takes the next free slug. */
const SLUG_ATTEMPTS = 3;

/**
 * Creates the company of `userId`, waiting for approval, and makes the account a company account,
 * in one transaction: both happen or neither. CompanyExistsError, CandidateAccountInUseError.
 */
export async function createCompany(
  db: Db,
  { userId, input, logo, now, queue }: { userId: number; input: CompanyInput; logo: CheckedLogo | null; now: Date; queue: Pick<JobQueue, 'send'> },
): Promise<{ company: OwnCompany; becameCompany: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // The account's row is the lock: two submits of one account run one after the other.
        const { rows: users } = await tx.query<{ type: string }>('select type from users where id = $1 for update', [userId]);
        const type = users[0]?.type;
        if (type === undefined) throw new Error(`user ${userId} does not exist`);
        // One company per account, as owner or member.
        const { rows: existing } = await tx.query('select 1 from company_members where user_id = $1', [userId]);
        if (existing.length > 0) throw new CompanyExistsError();
        if (type === 'candidate') {
          const { rows: activity } = await tx.query<{ used: boolean }>(
            `select exists (select 1 from job_applications where user_id = $1)
                 or exists (select 1 from saved_jobs where user_id = $1)
                 or exists (select 1 from profile_cvs where user_id = $1) as used`,
            [userId],
          );
          if (activity[0]?.used) throw new CandidateAccountInUseError();
        }

        const base = slugFromName(input.name);
        const { rows: taken } = await tx.query<{ slug: string }>(`select slug from companies where slug = $1 or slug like $2`, [base, `${base}-%`]);
        const slug = firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
        const logoId = logo ? await insertPicture(tx, logo, queue) : null;
        const { rows } = await tx.query<OwnCompanyRow>(
          `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en,
             size, type, website, logo_image_id, locations, social_links, contact_email, benefits, technologies, approved_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'early-stage', $8, $9, $10, $11::jsonb, $12, $13, $14, null, $15::timestamptz)
           returning ${COLUMNS}`,
          [slug, ...profileValues(input, logoId), now.toISOString()],
        );
        await tx.query(`insert into company_members (company_id, user_id, role, created_at) values ($1, $2, 'owner', $3::timestamptz)`, [
          rows[0]!.id,
          userId,
          now.toISOString(),
        ]);
        await tx.query(`update users set type = 'company', updated_at = $2::timestamptz where id = $1`, [userId, now.toISOString()]);
        return { company: toOwnCompany(rows[0]!, []), becameCompany: type !== 'company' };
      });
    } catch (error) {
      if (isUniqueViolation(error) && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** The editable fields as query parameters, in the column order both the insert and the update use. */
function profileValues(input: CompanyInput, logoId: number | null): unknown[] {
  return [
    input.name,
    input.shortDescription.cs,
    input.shortDescription.en,
    input.description.cs,
    input.description.en,
    input.size,
    input.website,
    logoId,
    input.locations,
    JSON.stringify(input.socialLinks),
    input.contactEmail,
    input.benefits,
    input.technologies,
  ];
}

/**
 * Replaces the company's editable fields (the slug stays, so its address does not move), with
 * `logo` its logo (the old picture is deleted) and with `photos` its photos (checked by
 * checkPhotoChange), in one transaction. Undefined when the user has no company.
 */
export async function updateCompany(
  db: Db,
  {
    userId,
    input,
    logo,
    photos,
    queue,
  }: { userId: number; input: CompanyInput; logo: CheckedLogo | null; photos?: PhotoChange; queue: Pick<JobQueue, 'send'> },
): Promise<OwnCompany | undefined> {
  return db.transaction(async (tx) => {
    const { rows: current } = await tx.query<{ id: number; logo_image_id: number | null }>(
      'select id, logo_image_id from companies where id = (select company_id from company_members where user_id = $1) for update',
      [userId],
    );
    const company = current[0];
    if (!company) return undefined;
    const logoId = logo ? await insertPicture(tx, logo, queue) : company.logo_image_id;
    const { rows } = await tx.query<OwnCompanyRow>(
      `update companies set name = $2, short_description_cs = $3, short_description_en = $4, description_cs = $5,
         description_en = $6, size = $7, website = $8, logo_image_id = $9, locations = $10, social_links = $11::jsonb,
         contact_email = $12, benefits = $13, technologies = $14
       where id = $1 returning ${COLUMNS}`,
      [company.id, ...profileValues(input, logoId)],
    );
    if (logo && company.logo_image_id !== null) await tx.query('delete from images where id = $1', [company.logo_image_id]);
    if (photos) await replacePhotos(tx, company.id, photos, queue);
    return toOwnCompany(rows[0]!, await photosOf(tx, company.id));
  });
}

export interface CompanyApproval {
  slug: string;
  name: string;
  approvedAt: string;
  /** False when it was approved before (approving is idempotent; the first time stays). */
  changed: boolean;
}

/** Approves the company `slug` (idempotent); undefined for an unknown slug. */
export async function approveCompany(db: Queryable, slug: string, now: Date): Promise<CompanyApproval | undefined> {
  const { rows: updated } = await db.query<{ slug: string; name: string; approved_at: Date | string }>(
    `update companies set approved_at = $2::timestamptz where slug = $1 and approved_at is null returning slug, name, approved_at`,
    [slug, now.toISOString()],
  );
  if (updated[0]) return { slug: updated[0].slug, name: updated[0].name, approvedAt: iso(updated[0].approved_at), changed: true };
  const { rows } = await db.query<{ slug: string; name: string; approved_at: Date | string }>(
    'select slug, name, approved_at from companies where slug = $1',
    [slug],
  );
  const row = rows[0];
  return row && { slug: row.slug, name: row.name, approvedAt: iso(row.approved_at!), changed: false };
}

export interface PendingCompany {
  slug: string;
  name: string;
  ownerEmail: string | null;
  createdAt: string;
}

/** Companies waiting for approval, oldest first (what an admin works through). */
export async function listPendingCompanies(
  db: Queryable,
  page: { limit: number; offset: number },
): Promise<{ companies: PendingCompany[]; total: number }> {
  const { rows } = await db.query<{ slug: string; name: string; owner_email: string | null; created_at: Date | string; total: number }>(
    `select c.slug, c.name, u.email as owner_email, c.created_at, count(*) over ()::int as total
     from companies c
       left join company_members m on m.company_id = c.id and m.role = 'owner'
       left join users u on u.id = m.user_id
     where c.approved_at is null order by c.created_at, c.id limit $1 offset $2`,
    [page.limit, page.offset],
  );
  // Past the last page no row carries the count: read it alone.
  const total = rows[0]?.total ?? (await db.query<{ n: number }>('select count(*)::int as n from companies where approved_at is null')).rows[0]!.n;
  return {
    companies: rows.map((row) => ({ slug: row.slug, name: row.name, ownerEmail: row.owner_email, createdAt: iso(row.created_at) })),
    total,
  };
}
