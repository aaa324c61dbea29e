import { ownCompany } from '../../../testing/employer-start-testing';
import type { OwnCompany } from '../../../api/own-company';
import { consoleAccess } from './console-access';

const company = ownCompany() as unknown as OwnCompany;
const answer = (state: { isPending?: boolean; isError?: boolean; isFetching?: boolean; data?: OwnCompany | null }) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  data: undefined,
  ...state,
});

describe('consoleAccess', () => {
  it('waits while the company is not known', () => {
    expect(consoleAccess({ type: 'company' }, answer({ isPending: true }))).toEqual({ kind: 'loading' });
    expect(consoleAccess({ type: 'candidate' }, answer({ isPending: true }))).toEqual({ kind: 'loading' });
  });

  it('opens the console to an account with a company, whatever its kind (a member may still have a candidate account)', () => {
    expect(consoleAccess({ type: 'company' }, answer({ data: company }))).toEqual({ kind: 'console', company });
    expect(consoleAccess({ type: 'candidate' }, answer({ data: company }))).toEqual({ kind: 'console', company });
    // A refetch that failed keeps what was known.
    expect(consoleAccess({ type: 'company' }, answer({ data: company, isError: true }))).toEqual({ kind: 'console', company });
  });

  it('tells a candidate without a company that the console is for company accounts', () => {
    expect(consoleAccess({ type: 'candidate' }, answer({ data: null }))).toEqual({ kind: 'candidate' });
  });

  it('sends a company account without a company to create it', () => {
    expect(consoleAccess({ type: 'company' }, answer({ data: null }))).toEqual({ kind: 'noCompany' });
  });

  it('waits while a cached “none” is read again, so a stale one never sends a new member away', () => {
    expect(consoleAccess({ type: 'company' }, answer({ data: null, isFetching: true }))).toEqual({ kind: 'loading' });
    expect(consoleAccess({ type: 'candidate' }, answer({ data: null, isFetching: true }))).toEqual({ kind: 'loading' });
    // A company known is shown while it is read again.
    expect(consoleAccess({ type: 'company' }, answer({ data: company, isFetching: true }))).toEqual({ kind: 'console', company });
  });

  it('says when the company could not be loaded', () => {
    expect(consoleAccess({ type: 'company' }, answer({ isError: true }))).toEqual({ kind: 'failed' });
  });
});
