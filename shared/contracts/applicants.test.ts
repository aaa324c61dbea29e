import { create } from 'superstruct';
import {
  APPLICATION_STATUSES,
  applicantDetailSchema,
  canMoveApplication,
  candidateStatusOf,
  checkAnswerTemplate,
  checkApplicationBulkMove,
  checkApplicationMove,
  myApplicationSchema,
  type ApplicationStatus,
} from './applicants';
import { toStruct } from './schema-struct';

describe('the applicant pipeline', () => {
  it('allows the moves of the table in api/APPLICANTS.md and no others', () => {
    const allowed = (from: ApplicationStatus) => APPLICATION_STATUSES.filter((to) => to !== from && canMoveApplication(from, to));
    expect(allowed('new')).toEqual(['seen', 'shortlisted', 'interview', 'offer', 'hired', 'rejected']);
    expect(allowed('seen')).toEqual(['shortlisted', 'interview', 'offer', 'hired', 'rejected']);
    expect(allowed('interview')).toEqual(['shortlisted', 'offer', 'hired', 'rejected']);
    for (const final of ['hired', 'rejected', 'withdrawn'] as const) expect(allowed(final)).toEqual([]);
  });

  it('names each status in candidate terms', () => {
    expect(APPLICATION_STATUSES.map(candidateStatusOf)).toEqual([
      'sent',
      'seen',
      'in_progress',
      'in_progress',
      'in_progress',
      'hired',
      'not_selected',
      'withdrawn',
    ]);
  });

  it('checks a move as the API does: a reason with a rejection only, a message with an answer only', () => {
    expect(checkApplicationMove({ status: 'rejected', reason: 'other', message: ' Děkujeme. ' })).toEqual({
      ok: true,
      value: { status: 'rejected', reason: 'other', message: 'Děkujeme.' },
    });
    expect(checkApplicationMove({ status: 'rejected' })).toEqual({ ok: false, errors: [{ field: 'reason', code: 'required' }] });
    expect(checkApplicationMove({ status: 'hired', templateId: 2 })).toEqual({ ok: false, errors: [{ field: 'templateId', code: 'unknown_field' }] });
    expect(checkApplicationMove({ status: 'interview', message: '   ' })).toEqual({ ok: false, errors: [{ field: 'message', code: 'required' }] });
    expect(checkApplicationBulkMove({ ids: [1, 1], status: 'seen' })).toEqual({ ok: false, errors: [{ field: 'ids', code: 'duplicate' }] });
    expect(checkAnswerTemplate({ name: 'x' }, { patch: true })).toEqual({ ok: true, value: { name: 'x' } });
    expect(checkAnswerTemplate({ kind: 'rejection', name: 'x', body: { cs: '', en: '' } })).toEqual({
      ok: false,
      errors: [{ field: 'body', code: 'required' }],
    });
  });

  it('parses the answers the UI reads', () => {
    const applicant = {
      '@id': '/api/me/company/applications/1',
      '@type': 'Applicant',
      id: 1,
      job: { id: 2, slug: 'a', title: 'A' },
      candidate: { name: 'Jana', email: 'jana@example.com', phone: null, linkedin: null },
      message: '',
      cv: null,
      testResults: [],
      status: 'withdrawn',
      rejectionReason: null,
      locale: 'cs',
      createdAt: '2026-01-01T00:00:00.000Z',
      statusChangedAt: null,
      history: [{ from: 'new', to: 'withdrawn', reason: null, actor: 'candidate', by: null, message: null, at: '2026-01-02T00:00:00.000Z' }],
      notes: [],
    };
    expect(create(applicant, toStruct(applicantDetailSchema))).toEqual(applicant);
    expect(() => create({ ...applicant, status: 'lost' }, toStruct(applicantDetailSchema))).toThrow();
    const mine = {
      '@id': '/api/me/applications/1',
      '@type': 'MyApplication',
      id: 1,
      job: { id: 2, slug: 'a', title: 'A' },
      company: { slug: 'c', name: 'C', logo: null },
      appliedAt: '2026-01-01T00:00:00.000Z',
      status: 'sent',
      timeline: [{ status: 'sent', at: '2026-01-01T00:00:00.000Z' }],
      companyMessage: null,
    };
    expect(create(mine, toStruct(myApplicationSchema))).toEqual(mine);
  });
});
