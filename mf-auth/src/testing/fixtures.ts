/** A signed-in candidate as `GET /api/me` answers, and their profile before anything was filled in. */
import type { Profile } from '@raketa/shared/account';

export const USER = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.cz', createdAt: '2025-01-01T00:00:00.000Z' };

export const EMPTY_PROFILE: Profile = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  type: 'candidate',
  hasPassword: true,
  headline: null,
  location: null,
  fields: [],
  seniority: null,
  salary: null,
  workModes: [],
  languages: [],
  links: { linkedin: null, github: null, portfolio: null },
  cv: null,
  onboarding: { lastCompletedStep: null, finished: false },
};
