import { call, insertApplication } from '../testing/applicants';
import { insertJob } from '../testing/job-board';
import { companyWithTeam } from '../testing/lifecycle';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { responseRate, type RatedApplication } from './response-rate';

const DAY = 86_400_000;
const NOW = new Date('2030-07-01T12:00:00.000Z');
/** An application `ago` days before NOW, answered `answer` days after it arrived (and withdrawn after `withdrawn`). */
const sent = (ago: number, answer: number | null = null, withdrawn: number | null = null): RatedApplication => {
  const createdAt = new Date(NOW.getTime() - ago * DAY);
  const after = (days: number | null) => (days === null ? null : new Date(createdAt.getTime() + days * DAY));
  return { createdAt, answeredAt: after(answer), withdrawnAt: after(withdrawn) };
};
const times = (count: number, make: () => RatedApplication) => Array.from({ length: count }, make);

describe('responseRate', () => {
  it('is the share answered within 14 days, rounded to a whole percent', () => {
    // 7 answered in time (one on the 14th day exactly), 3 never answered, 2 answered on day 15.
    const applications = [...times(6, () => sent(60, 2)), sent(60, 14), ...times(3, () => sent(60)), ...times(2, () => sent(60, 15))];
    expect(responseRate(applications, NOW)).toEqual({ percent: 58, answered: 7, total: 12 });
  });

  it('is null below 10 counted applications', () => {
    expect(
      responseRate(
        times(9, () => sent(30, 1)),
        NOW,
      ),
    ).toBeNull();
    expect(
      responseRate(
        times(10, () => sent(30, 1)),
        NOW,
      ),
    ).toEqual({ percent: 100, answered: 10, total: 10 });
    expect(responseRate([], NOW)).toBeNull();
  });

  it('counts only the last 180 days', () => {
    const applications = [...times(10, () => sent(170)), ...times(10, () => sent(181, 1)), ...times(10, () => sent(180, 1))];
    expect(responseRate(applications, NOW)).toEqual({ percent: 0, answered: 0, total: 10 });
  });

  it('waits for an unanswered application until its 14 days are over, but counts an early answer at once', () => {
    const applications = [...times(10, () => sent(40)), ...times(5, () => sent(3)), ...times(5, () => sent(3, 1))];
    expect(responseRate(applications, NOW)).toEqual({ percent: 33, answered: 5, total: 15 });
  });

  it('leaves out an application withdrawn before the company answered within its 14 days', () => {
    const applications = [
      ...times(10, () => sent(50, 1)),
      // Withdrawn on day 2, unanswered: not counted.
      ...times(4, () => sent(50, null, 2)),
      // Answered on day 1, withdrawn after: answered.
      sent(50, 1, 3),
      // Withdrawn on day 20, after the company let 14 days pass: counted, unanswered.
      sent(50, null, 20),
    ];
    expect(responseRate(applications, NOW)).toEqual({ percent: 92, answered: 11, total: 12 });
  });
});

describe.each(testDrivers)('the response rate on the company profile on %s', (driver) => {
  const { ctx, advance } = withTestApp(driver, '2030-01-10T09:00:00.000Z');

  it('shows the rate once 10 applications count, from the moves of the team', async () => {
    const team = await companyWithTeam(ctx.app, ctx.db);
    const job = await insertJob(ctx.db, { companyId: team.company.id });
    const profile = async () => (await ctx.app.inject({ method: 'GET', url: `/api/companies/${team.company.slug}` })).json();
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1)
      ids.push(await insertApplication(ctx.db, { jobId: job.id, createdAt: new Date('2030-01-10T08:00:00.000Z') }));
    // Opening (seen) is no answer; a move or a message is.
    await call(ctx.app, 'GET', `/api/me/company/applications/${ids[0]}`, team.member.session);
    for (const id of ids.slice(1, 7))
      await call(ctx.app, 'POST', `/api/me/company/applications/${id}/move`, team.member.session, { status: 'shortlisted' });
    await call(ctx.app, 'POST', `/api/me/company/applications/${ids[7]}/move`, team.member.session, { status: 'rejected', reason: 'not_relevant' });
    // Within the 14 days, the 3 unanswered ones do not count yet: 7 answered of 7, below 10.
    expect((await profile()).responseRate).toBeUndefined();
    advance(15 * DAY);
    expect((await profile()).responseRate).toEqual({ percent: 70, answered: 7, total: 10 });
  });
});
