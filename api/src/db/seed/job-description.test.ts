import { BENEFITS } from '@raketa/shared/jobs';
import { buildSeed } from './build';
import { HEADINGS } from './job-parts';

// The job page lists a job's benefits itself (issue 22): its description's "What we offer" says what the role offers, not the same list again.
describe('seeded job descriptions', () => {
  const { jobs } = buildSeed(new Date('2026-11-20T10:00:00Z'));

  it('have a "What we offer" that is not the job’s benefits', () => {
    const benefitWords = (job: (typeof jobs)[number]) => BENEFITS.filter((code) => job.benefits.includes(code));
    const repeated = jobs.filter((job) => {
      const offer = job.description.split(`<h3>${HEADINGS[job.language].offer}</h3>`)[1]?.split('<h3>')[0] ?? '';
      // The benefits' own words: the ones the seed used to list here.
      return benefitWords(job).some((code) => OLD_WORDS[job.language][code] && offer.includes(OLD_WORDS[job.language][code]!));
    });
    expect(jobs.every((job) => job.description.includes(`<h3>${HEADINGS[job.language].offer}</h3>`))).toBe(true);
    expect(repeated.map((job) => job.title)).toEqual([]);
  });
});

/** A distinctive part of each benefit's wording as the descriptions used to list it. */
const OLD_WORDS: Record<'cs' | 'en', Partial<Record<(typeof BENEFITS)[number], string>>> = {
  cs: {
    'flexible-hours': 'lexibilní pracovní doba',
    esop: 'aměstnanecké opce',
    multisport: 'MultiSport',
    'team-events': 'iremní akce',
    relocation: 'relokac',
  },
  en: {
    'flexible-hours': 'lexible working hours',
    esop: 'mployee stock options',
    multisport: 'MultiSport',
    'team-events': 'eam events',
    relocation: 'elocation support',
  },
};
