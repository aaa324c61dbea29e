import { api, useSessionUser } from '@raketa/shared';
import { teamSchema, toStruct, type Team } from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

const TeamStruct: Struct<Team, unknown> = toStruct(teamSchema);

/**
 * Whether this visitor may order a plan from the price list: a signed-in owner of a company (the team
 * answer names the owner; any other account is refused it with 401/403). A visitor, a candidate or a
 * member keeps the page's usual way to start.
 */
export async function isCompanyOwner(userId: number): Promise<boolean> {
  const response = await api.languageApi.get('api/me/company/team', { cache: 'no-store', throwHttpErrors: false });
  if (!response.ok) return false;
  const team = create(await response.json(), TeamStruct);
  return team.members.some((member) => member.role === 'owner' && member.userId === userId);
}

export function useMayOrderPlan(): boolean {
  const user = useSessionUser();
  const userId = user.data?.id ?? null;
  const owner = useQuery({ queryKey: ['priceListOwner', userId] as const, queryFn: () => isCompanyOwner(userId!), enabled: userId !== null });
  return owner.data === true;
}
