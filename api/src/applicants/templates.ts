// Server-only: a company's answer templates (api/APPLICANTS.md, "Answer templates"): rejections and
// invitations in Czech and English, which any member of the company writes and sends with a move.
import { ANSWER_TEMPLATES_MAX, type AnswerTemplate, type AnswerTemplateInput, type AnswerTemplatePatch } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';

interface TemplateRow {
  id: number;
  kind: AnswerTemplate['kind'];
  name: string;
  body_cs: string;
  body_en: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, kind, name, body_cs, body_en, created_at, updated_at';

const toTemplate = (row: TemplateRow): AnswerTemplate => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  body: { cs: row.body_cs, en: row.body_en },
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The company's templates, rejections first, then by creation. */
export async function listTemplates(db: Queryable, companyId: number): Promise<AnswerTemplate[]> {
  const { rows } = await db.query<TemplateRow>(`select ${COLUMNS} from company_answer_templates where company_id = $1 order by kind desc, id`, [
    companyId,
  ]);
  return rows.map(toTemplate);
}

export class TooManyTemplatesError extends Error {
  constructor() {
    super(`A company keeps at most ${ANSWER_TEMPLATES_MAX} templates`);
  }
}

export async function createTemplate(db: Queryable, companyId: number, input: AnswerTemplateInput, now: Date): Promise<AnswerTemplate> {
  // Counted and inserted in one statement: two at once cannot both pass the limit by much (one row at most).
  const { rows } = await db.query<TemplateRow>(
    `insert into company_answer_templates (company_id, kind, name, body_cs, body_en, created_at, updated_at)
     select $1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz
     where (select count(*) from company_answer_templates where company_id = $1) < $7
     returning ${COLUMNS}`,
    [companyId, input.kind, input.name, input.body.cs, input.body.en, now.toISOString(), ANSWER_TEMPLATES_MAX],
  );
  if (!rows[0]) throw new TooManyTemplatesError();
  return toTemplate(rows[0]);
}

/** Changes the fields sent; undefined when the template is not the company's. */
export async function updateTemplate(
  db: Queryable,
  companyId: number,
  id: number,
  patch: AnswerTemplatePatch,
  now: Date,
): Promise<AnswerTemplate | undefined> {
  const { rows } = await db.query<TemplateRow>(
    `update company_answer_templates set kind = coalesce($3, kind), name = coalesce($4, name),
       body_cs = coalesce($5, body_cs), body_en = coalesce($6, body_en), updated_at = $7::timestamptz
     where id = $1 and company_id = $2 returning ${COLUMNS}`,
    [id, companyId, patch.kind ?? null, patch.name ?? null, patch.body?.cs ?? null, patch.body?.en ?? null, now.toISOString()],
  );
  return rows[0] && toTemplate(rows[0]);
}

export async function deleteTemplate(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from company_answer_templates where id = $1 and company_id = $2 returning id', [id, companyId]);
  return rows.length > 0;
}
