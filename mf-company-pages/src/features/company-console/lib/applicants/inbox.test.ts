import { bulkMovesOf, EMPTY_MOVE, filterOfSearch, inboxPath, moveBody, movesOf, templateText } from './inbox';

describe('the inbox’s rules', () => {
  it('reads the filter of a URL, leaving out what is not valid', () => {
    expect(filterOfSearch('?job=7&status=new&page=2')).toEqual({ job: 7, status: 'new', page: 2 });
    expect(filterOfSearch('?job=0&status=lost&page=-1')).toEqual({ job: null, status: null, page: 1 });
    expect(filterOfSearch('?job=99999999999&page=1.5')).toEqual({ job: null, status: null, page: 1 });
    expect(inboxPath('cs', { job: 7, status: 'rejected', page: 1 })).toBe('/pro-firmy/moje-firma/uchazeci?job=7&status=rejected');
    expect(inboxPath('en', { page: 3 })).toBe('/for-companies/my-company/applicants?page=3');
  });

  it('offers the moves the pipeline allows, for one and for several', () => {
    expect(movesOf('new')).toEqual(['seen', 'shortlisted', 'interview', 'offer', 'hired', 'rejected']);
    expect(movesOf('shortlisted')).toEqual(['interview', 'offer', 'hired', 'rejected']);
    expect(movesOf('hired')).toEqual([]);
    expect(bulkMovesOf(['new', 'interview'])).toEqual(['shortlisted', 'interview', 'offer', 'hired', 'rejected']);
    expect(bulkMovesOf(['new', 'withdrawn'])).toEqual([]);
    expect(bulkMovesOf([])).toEqual([]);
  });

  it('takes a template’s words in the application’s language, or its other one when empty', () => {
    expect(templateText({ body: { cs: 'Dobrý den', en: 'Hello' } }, 'en')).toBe('Hello');
    expect(templateText({ body: { cs: 'Dobrý den', en: '' } }, 'en')).toBe('Dobrý den');
  });

  it('builds a move as the API takes it, or names the fields to fix', () => {
    expect(moveBody(EMPTY_MOVE, { bulk: false })).toEqual({ ok: false, errors: [{ field: 'to', code: 'required' }] });
    expect(moveBody({ ...EMPTY_MOVE, to: 'rejected', send: true }, { bulk: true })).toEqual({
      ok: false,
      errors: [
        { field: 'reason', code: 'required' },
        { field: 'templateId', code: 'required' },
      ],
    });
    expect(moveBody({ ...EMPTY_MOVE, to: 'rejected', reason: 'other', send: true, message: '  ' }, { bulk: false })).toEqual({
      ok: false,
      errors: [{ field: 'message', code: 'required' }],
    });
    expect(moveBody({ ...EMPTY_MOVE, to: 'rejected', reason: 'other', send: true, templateId: 3, message: ' Sorry ' }, { bulk: false })).toEqual({
      ok: true,
      move: { status: 'rejected', reason: 'other', message: 'Sorry' },
    });
    expect(moveBody({ ...EMPTY_MOVE, to: 'rejected', reason: 'position_filled', send: true, templateId: 3 }, { bulk: true })).toEqual({
      ok: true,
      move: { status: 'rejected', reason: 'position_filled', templateId: 3 },
    });
    // Nothing is mailed unless asked, and a shortlist sends nothing.
    expect(moveBody({ ...EMPTY_MOVE, to: 'interview', templateId: 3, message: 'Hi' }, { bulk: false })).toEqual({
      ok: true,
      move: { status: 'interview' },
    });
    expect(moveBody({ ...EMPTY_MOVE, to: 'shortlisted', send: true, message: 'Hi' }, { bulk: false })).toEqual({
      ok: true,
      move: { status: 'shortlisted' },
    });
  });
});
