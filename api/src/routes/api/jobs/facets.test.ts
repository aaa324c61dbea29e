// The list's facet counts follow the jobs as employers change them (api/JOBS.md, "Facets"): a job
// published through the review, edited while online (field and place) and closed, each through the
// real API, moves its counts at once (past the list's 10-second answer window).
import { signedInAdmin } from '../../../testing/admin';
import { cookieHeader, csrfToken, SITE } from '../../../testing/auth';
import { insertJob } from '../../../testing/job-board';
import { companyWithTeam, draftJob, givePlan } from '../../../testing/lifecycle';
import type { ListFilter } from '../../../jobs/job-search';
import { seedPricing } from '../../../pricing/seed-pricing';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

describe.each(testDrivers)('facet counts of /api/jobs as jobs change on %s', (driver) => {
  const { ctx, advance, now } = withTestApp(driver, '2032-05-03T08:00:00.000Z');

  beforeAll(async () => {
    await seedPricing(ctx.db);
  });

  const send = async (method: 'POST' | 'PATCH', url: string, session: string, payload?: unknown) => {
    const token = await csrfToken(ctx.app);
    return ctx.app.inject({
      method,
      url,
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
        'x-csrf-token': token,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };

  /** The facets and total of a list request, past the previous answer's 10-second window. */
  const facetsOf = async (query: string) => {
    advance(10_000);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query}&facets=true` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { total: body['hydra:totalItems'] as number, ...(body['raketa:facets'] as Record<ListFilter, Record<string, number>>) };
  };

  it('counts a job once it is published, under its new field and place once edited, and no more once it is closed', async () => {
    const admin = await signedInAdmin(ctx.app);
    const team = await companyWithTeam(ctx.app, ctx.db);
    await givePlan(ctx.db, team.company.id, 'standard', now());
    // A job already online, so every count is not simply the new one's.
    await insertJob(ctx.db, {
      companyId: team.company.id,
      title: 'Backend vývojář',
      fields: ['development.backend'],
      locations: ['praha'],
      workMode: 'remote',
      technologies: ['nodejs'],
    });
    const job = await draftJob(ctx.db, team.company.id, {
      title: 'UX designér',
      fields: ['design.ux'],
      locations: ['brno'],
      workMode: 'hybrid',
      technologies: ['figma'],
    });

    const before = await facetsOf('workModes=remote');
    expect(before.total).toBe(1);
    expect(before.workModes).toEqual({ onsite: 0, hybrid: 0, remote: 1 });
    expect(before.fields).toMatchObject({ development: 1, design: 0, 'design.ux': 0 });

    expect((await send('POST', `/api/me/company/jobs/${job.id}/submit`, team.owner.session)).statusCode).toBe(200);
    expect((await facetsOf('workModes=remote')).workModes).toEqual({ onsite: 0, hybrid: 0, remote: 1 });
    expect((await send('POST', `/api/admin/jobs/${job.id}/approve`, admin.session)).json()).toMatchObject({ status: 'published' });

    // Published: its own facet counts it under every filter but the work mode it fails.
    const published = await facetsOf('workModes=remote');
    expect(published.total).toBe(1);
    expect(published.workModes).toEqual({ onsite: 0, hybrid: 1, remote: 1 });
    expect(published.fields).toMatchObject({ development: 1, design: 0 });
    const all = await facetsOf('q=designer');
    expect(all.total).toBe(1);
    expect(all.fields).toMatchObject({ design: 1, 'design.ux': 1, development: 0, analytics: 0 });
    expect(all.locations).toMatchObject({ brno: 1, ostrava: 0, praha: 0 });
    expect(all.technologies).toMatchObject({ figma: 1, nodejs: 0 });
    expect((await facetsOf('fields=design&locations=praha')).locations).toMatchObject({ brno: 1, praha: 0 });

    // Edited while online: another field and place (the change asks for a second look, the job stays listed).
    const { version } = (await ctx.db.query<{ version: number }>('select version from jobs where id = $1', [job.id])).rows[0]!;
    const edited = await send('PATCH', `/api/me/company/jobs/${job.id}`, team.owner.session, {
      version,
      fields: ['analytics.analysis'],
      locations: ['ostrava'],
    });
    expect(edited.json()).toMatchObject({ status: 'published', fields: expect.arrayContaining(['analytics.analysis']), locations: ['ostrava'] });
    const moved = await facetsOf('q=designer');
    expect(moved.total).toBe(1);
    expect(moved.fields).toMatchObject({ design: 0, 'design.ux': 0, analytics: 1, 'analytics.analysis': 1 });
    expect(moved.locations).toMatchObject({ brno: 0, ostrava: 1 });
    const filtered = await facetsOf('fields=analytics&locations=praha');
    expect(filtered.total).toBe(0);
    expect(filtered.locations).toMatchObject({ ostrava: 1, brno: 0, praha: 0 });
    expect(filtered.fields).toMatchObject({ analytics: 0, development: 1 });

    // Closed: gone from every count.
    expect((await send('POST', `/api/me/company/jobs/${job.id}/close`, team.owner.session)).json()).toMatchObject({ status: 'closed' });
    const closed = await facetsOf('workModes=remote');
    expect(closed.workModes).toEqual({ onsite: 0, hybrid: 0, remote: 1 });
    expect(closed.fields).toMatchObject({ development: 1, analytics: 0, design: 0 });
    expect(closed.locations).toMatchObject({ praha: 1, ostrava: 0, brno: 0 });
    expect((await facetsOf('q=designer')).total).toBe(0);
  });
});
