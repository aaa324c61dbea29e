import { create } from 'superstruct';
import {
  adminPlanOrderSchema,
  checkJobRejection,
  checkPlanOrder,
  companyPlanSchema,
  jobLifecycleSchema,
  moderationItemSchema,
  noFreeSlotSchema,
  REJECTION_REASONS,
} from './job-lifecycle';
import { toStruct } from './schema-struct';

const order = {
  id: 3,
  plan: { code: 'standard', name: { cs: 'Standard', en: 'Standard' } },
  priceCzk: 11900,
  priceEur: 479,
  jobSlots: 3,
  listingDays: 30,
  status: 'paid',
  createdAt: '2032-06-01T09:00:00.000Z',
  paidAt: '2032-06-02T09:00:00.000Z',
  validFrom: '2032-06-02T09:00:00.000Z',
  validUntil: '2033-06-02T09:00:00.000Z',
};

describe('the job lifecycle contract', () => {
  it('lists the reasons of the advertising rules page in its order, and one for the rest', () => {
    expect(REJECTION_REASONS).toEqual([
      'not_a_job',
      'illegal_or_hidden_commission',
      'no_company',
      'contact_details',
      'discrimination',
      'duplicate',
      'misleading_pay',
      'other',
    ]);
  });

  it('checks a rejection as the back office form and the API do: trimmed, a known reason, a message', () => {
    expect(checkJobRejection({ reason: 'duplicate', message: '  Same as job 12.  ' })).toEqual({
      ok: true,
      value: { reason: 'duplicate', message: 'Same as job 12.' },
    });
    expect(checkJobRejection({ reason: 'spam', message: '   ' })).toEqual({
      ok: false,
      errors: [
        { field: 'reason', code: 'invalid_choice' },
        { field: 'message', code: 'required' },
      ],
    });
    expect(checkJobRejection({ reason: 'other', message: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: [{ field: 'message', code: 'too_long' }],
    });
    expect(checkJobRejection({ reason: 'other', message: 'ok', extra: 1 })).toEqual({
      ok: false,
      errors: [{ field: 'extra', code: 'unknown_field' }],
    });
    expect(checkJobRejection('text')).toEqual({ ok: false, errors: [{ field: 'body', code: 'invalid_type' }] });
  });

  it('checks an order: a plan code', () => {
    expect(checkPlanOrder({ planCode: ' premium ' })).toEqual({ ok: true, value: { planCode: 'premium' } });
    expect(checkPlanOrder({})).toEqual({ ok: false, errors: [{ field: 'planCode', code: 'required' }] });
    expect(checkPlanOrder({ planCode: 'Premium!' })).toEqual({ ok: false, errors: [{ field: 'planCode', code: 'invalid_format' }] });
  });

  it('gives the UI structs that parse the answers', () => {
    expect(
      create(
        { plan: null, usedSlots: 0, freeSlots: 0, pendingOrder: { ...order, status: 'pending', paidAt: null, validFrom: null, validUntil: null } },
        toStruct(companyPlanSchema),
      ),
    ).toBeTruthy();
    expect(create({ ...order, company: { id: 1, slug: 'acme', name: 'Acme' } }, toStruct(adminPlanOrderSchema))).toBeTruthy();
    const lifecycle = {
      id: 5,
      status: 'rejected',
      submittedAt: '2032-06-01T09:00:00.000Z',
      publishedAt: null,
      validUntil: null,
      closedAt: null,
      rejection: { reason: 'contact_details', message: 'Remove the phone number.', at: '2032-06-02T09:00:00.000Z' },
    };
    expect(create(lifecycle, toStruct(jobLifecycleSchema))).toEqual(lifecycle);
    expect(() => create({ ...lifecycle, status: 'archived' }, toStruct(jobLifecycleSchema))).toThrow();
    const item = {
      id: 5,
      slug: 'backend',
      title: 'Backend',
      language: 'cs',
      review: 'new',
      submittedAt: '2032-06-01T09:00:00.000Z',
      company: { id: 1, slug: 'acme', name: 'Acme', approved: true },
      findings: [{ code: 'discriminatory_wording', field: 'description', severity: 'warning', params: { found: ['mladého'] } }],
      previousRejection: null,
    };
    expect(create(item, toStruct(moderationItemSchema))).toEqual(item);
    expect(create({ plan: null, usedSlots: 0, freeSlots: 0, actions: ['order_plan'] }, toStruct(noFreeSlotSchema))).toBeTruthy();
  });
});
