import { api, problemOf, sendWithCsrf } from '@raketa/shared';
import { myApplicationListSchema, myApplicationSchema, toStruct, type MyApplication, type MyApplicationList } from '@raketa/shared/contracts';
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

/** One application as the candidate's tracker shows it (api/APPLICANTS.md, "My applications"). */
export type { MyApplication };

const MyApplicationStruct: Struct<MyApplication> = toStruct(myApplicationSchema);
const MyApplicationListStruct: Struct<MyApplicationList> = toStruct(myApplicationListSchema);

export const MY_APPLICATIONS_KEY = ['myApplications'] as const;

export async function getMyApplications(): Promise<MyApplication[]> {
  const body = await api.coreApi.get('api/me/applications', { cache: 'no-store' }).json();
  return create(body, MyApplicationListStruct).applications;
}

export const useMyApplications = () => useQuery({ queryKey: MY_APPLICATIONS_KEY, queryFn: getMyApplications });

/** A refused withdrawal: the problem's code (`invalid_transition`, `application_not_found`, …) or the status. */
export class WithdrawError extends Error {
  constructor(readonly code: string) {
    super(`withdraw refused: ${code}`);
  }
}

export async function withdrawApplication(id: number): Promise<MyApplication> {
  const response = await sendWithCsrf('post', `api/me/applications/${id}/withdraw`);
  if (!response.ok) throw new WithdrawError((await problemOf(response)).code ?? String(response.status));
  return create(await response.json(), MyApplicationStruct);
}

/** Withdraws one application; the answer replaces it in the list at once (the list is refetched too). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    // The dialog explains each refusal itself, instead of the generic error toast.
    meta: { handlesErrors: true },
    onSuccess: (withdrawn) => {
      queryClient.setQueryData<MyApplication[]>(MY_APPLICATIONS_KEY, (list) => list?.map((item) => (item.id === withdrawn.id ? withdrawn : item)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
