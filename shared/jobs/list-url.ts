/**
 * The job list page's query string (`/nabidky/vyvoj?q=python&location=praha`) for the parameters of
 * `GET /api/jobs` (api/JOBS.md), whose names are longer: how an alert's stored parameters become the
 * link of its mail and of the alerts page. Fields are the page's path, not its query string.
 */
export const LIST_URL_PARAMS = {
  q: 'q',
  languages: 'language',
  locations: 'location',
  workModes: 'workMode',
  seniorities: 'seniority',
  jobTypes: 'type',
  technologies: 'tech',
  salaryMin: 'salary',
  company: 'company',
} as const;

/** The list page's query string (without `?`) for API parameters, in the page's own order; unknown ones are left out. */
export function listUrlSearch(query: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, param] of Object.entries(LIST_URL_PARAMS)) {
    const value = query[name];
    if (value) search.set(param, value);
  }
  // Commas stay readable: they are list separators, not data.
  return search.toString().replaceAll('%2C', ',');
}
