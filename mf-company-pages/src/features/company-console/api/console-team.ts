/**
 * The console's team and plan (api/CONSOLE.md, "Team", "Plans and orders"), and an invitation link's
 * answers. Answers are parsed with the contracts' structs; a refusal the page explains comes back as
 * its problem code (with field errors), and only a network failure throws.
 */
import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import {
  invitationAcceptedSchema,
  invitationInfoSchema,
  planOrderSchema,
  teamSchema,
  toStruct,
  type InvitationAccepted,
  type InvitationInfo,
  type PlanOrder,
  type Team,
} from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { array, create, integer, min, string, type, type Infer, type Struct } from 'superstruct';

const TeamStruct: Struct<Team, unknown> = toStruct(teamSchema);
const OrdersStruct = type({ orders: array(toStruct(planOrderSchema) as Struct<PlanOrder, unknown>) });
const InvitationInfoStruct: Struct<InvitationInfo, unknown> = toStruct(invitationInfoSchema);
const InvitationAcceptedStruct: Struct<InvitationAccepted, unknown> = toStruct(invitationAcceptedSchema);

/** What the plan page offers of the price list: its plans' terms (the price list page shows the rest). */
const OfferedPlan = type({
  code: string(),
  name: type({ cs: string(), en: string() }),
  priceCzk: min(integer(), 0),
  priceEur: min(integer(), 0),
  jobSlots: min(integer(), 1),
  listingDays: min(integer(), 1),
});
export type OfferedPlan = Infer<typeof OfferedPlan>;
const OfferedPlans = type({ plans: array(OfferedPlan) });

export const consoleTeamKey = (userId: number) => ['consoleTeam', userId] as const;
export const consoleOrdersKey = (userId: number) => ['consoleOrders', userId] as const;
export const invitationKey = (token: string) => ['companyInvitation', token] as const;

export const getTeam = async () => create(await api.languageApi.get('api/me/company/team', { cache: 'no-store' }).json(), TeamStruct);
export const useTeam = (userId: number, enabled = true) => useQuery({ queryKey: consoleTeamKey(userId), queryFn: getTeam, enabled });

export const getOrders = async () => create(await api.languageApi.get('api/me/company/orders', { cache: 'no-store' }).json(), OrdersStruct).orders;
export const useOrders = (userId: number) => useQuery({ queryKey: consoleOrdersKey(userId), queryFn: getOrders });

export const getOfferedPlans = async () => create(await api.coreApi.get('api/price-list').json(), OfferedPlans).plans;
export const useOfferedPlans = () => useQuery({ queryKey: ['consoleOfferedPlans'] as const, queryFn: getOfferedPlans });

/** A change's outcome: done, or the API's problem (its code, field errors, Retry-After in seconds). */
export type TeamChange<T = null> =
  { ok: true; value: T } | { ok: false; status: number; code: string; errors: { field: string; code: string }[]; retryAfter: number | null };

async function change<T>(response: Response, read: (response: Response) => Promise<T>): Promise<TeamChange<T>> {
  if (response.ok) return { ok: true, value: await read(response) };
  const problem = await problemOf(response);
  const retry = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    status: response.status,
    code: problem.code ?? 'failed',
    errors: problem.errors ?? [],
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
  };
}

const failed = (): Extract<TeamChange, { ok: false }> => ({ ok: false, status: 0, code: 'failed', errors: [], retryAfter: null });
const none = async () => null;
const guarded = <T>(promise: Promise<TeamChange<T>>): Promise<TeamChange<T>> => promise.catch(failed);

export const invite = (email: string) =>
  guarded(sendWithCsrf('post', 'api/me/company/invitations', { json: { email } }).then((r) => change(r, none)));
export const withdrawInvitation = (id: number) => guarded(sendWithCsrf('delete', `api/me/company/invitations/${id}`).then((r) => change(r, none)));
export const removeMember = (userId: number) => guarded(sendWithCsrf('delete', `api/me/company/members/${userId}`).then((r) => change(r, none)));
export const orderPlan = (planCode: string) =>
  guarded(
    sendWithCsrf('post', 'api/me/company/orders', { json: { planCode } }).then((r) =>
      change(r, async (ok) => create(await ok.json(), toStruct(planOrderSchema) as Struct<PlanOrder, unknown>)),
    ),
  );

/** An invitation link's page: null for an unknown or withdrawn link (404). */
export async function getInvitation(token: string): Promise<InvitationInfo | null> {
  const response = await api.languageApi.get(`api/company-invitations/${encodeURIComponent(token)}`, {
    cache: 'no-store',
    throwHttpErrors: false,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET invitation answered ${response.status}`);
  return create(await response.json(), InvitationInfoStruct);
}
export const useInvitation = (token: string) =>
  useQuery({ queryKey: invitationKey(token), queryFn: () => getInvitation(token), enabled: token !== '', retry: false });

export const acceptInvitation = (token: string) =>
  guarded(
    sendWithCsrf('post', `api/company-invitations/${encodeURIComponent(token)}/accept`).then((r) =>
      change(r, async (ok) => create(await ok.json(), InvitationAcceptedStruct)),
    ),
  );
