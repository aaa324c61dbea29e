import { getDefaultStore } from 'jotai';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { toastsAtom } from '../toast/toast-store';
import { showGenericError } from './generic-error';
import cs from '../i18n/messages/cs.json';
import en from '../i18n/messages/en.json';

const store = getDefaultStore();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { cs: { shared: cs }, en: { shared: en } }, interpolation: { escapeValue: false } });
});

beforeEach(() => store.set(toastsAtom, []));

describe('generic error', () => {
  it('shows the spec’s destructive toast in the page language', async () => {
    showGenericError();
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({ variant: 'destructive', title: 'Error', description: 'Sorry about that, please try again later.', open: true }),
    ]);
    await i18n.changeLanguage('cs');
    showGenericError();
    expect(store.get(toastsAtom)[0]).toMatchObject({ title: 'Chyba', description: 'Omlouváme se, zkuste akci zopakovat později.' });
    await i18n.changeLanguage('en');
  });

  it('is raised by a failed mutation unless the mutation handles its errors', async () => {
    const client = createQueryClient();
    const fail = () => Promise.reject(new Error('boom'));
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail, meta: { handlesErrors: true } })
      .execute(undefined)
      .catch(() => undefined);
    expect(store.get(toastsAtom)).toEqual([]);
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail })
      .execute(undefined)
      .catch(() => undefined);
    expect(store.get(toastsAtom)[0]).toMatchObject({ variant: 'destructive', title: 'Error' });
  });
});
