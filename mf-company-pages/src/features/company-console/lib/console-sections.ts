import type { RouteId } from '@raketa/shared';

/**
 * The console's sections, in the order its nav shows them: each is a route of the route table
 * (owner `companyPages`), named by `console.nav.<nav>`; a section with a `card` is offered on the
 * console's home (`console.home.cards.<card>`). A later section (jobs, team, plan) is one line here
 * once its page exists; none is listed before, so the console never links to a missing page.
 */
export interface ConsoleSection {
  id: RouteId;
  nav: string;
  card?: string;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { id: 'companyConsole', nav: 'overview' },
  { id: 'companyConsoleProfile', nav: 'profile', card: 'profile' },
  { id: 'companyConsoleJobs', nav: 'jobs', card: 'jobs' },
  { id: 'companyConsoleApplicants', nav: 'applicants', card: 'applicants' },
  { id: 'companyConsoleTemplates', nav: 'templates' },
  { id: 'companyConsoleTeam', nav: 'team', card: 'team' },
  { id: 'companyConsolePlan', nav: 'plan', card: 'plan' },
  { id: 'companyConsoleIntegrations', nav: 'integrations', card: 'integrations' },
];

export const CONSOLE_HOME: RouteId = 'companyConsole';
