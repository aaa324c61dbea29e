import type { LocaleCode } from '@raketa/shared';
import { act, fireEvent, getByRole } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { initJobsMessages } from '../../../testing/companies-testing';
import { jobFacets } from '../../../testing/fixtures';
import { NO_FILTERS, type JobFilters } from '../lib/filters';
import { FiltersPanel } from './filters-panel';
import { SortSelect } from './search-bar';

let container: HTMLElement;
let root: Root | undefined;

beforeAll(() => initJobsMessages('en'));
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const box = (name: RegExp) => getByRole(container, 'checkbox', { name }) as HTMLInputElement;
const radio = (name: RegExp) => getByRole(container, 'radio', { name }) as HTMLInputElement;

/**
 * The server's markup of the panel for `filters`, what the visitor does to it before the page's
 * code has run (`before`), then hydration: what the panel asks for.
 */
async function hydrated(
  filters: JobFilters,
  before: () => void,
  part: 'filters' | 'sort' = 'filters',
  locale: LocaleCode = 'en',
): Promise<jest.Mock> {
  const onChange = jest.fn();
  const panel =
    part === 'filters' ? (
      <FiltersPanel filters={filters} facets={jobFacets()} onChange={onChange} locale={locale} />
    ) : (
      <SortSelect filters={filters} onChange={onChange} locale={locale} signedIn={false} />
    );
  container.innerHTML = renderToString(panel);
  before();
  await act(async () => {
    root = hydrateRoot(container, panel);
  });
  return onChange;
}

describe('FiltersPanel: choices made before hydration', () => {
  it('asks for nothing when the visitor has not touched the server’s panel', async () => {
    const onChange = await hydrated({ ...NO_FILTERS, locations: ['praha'] }, () => undefined);
    expect(onChange).not.toHaveBeenCalled();
    expect(box(/^Prague/).checked).toBe(true);
  });

  it('applies every box and radio changed on the server’s page, in one change from the first page', async () => {
    const onChange = await hydrated({ ...NO_FILTERS, locations: ['praha'], page: 3 }, () => {
      box(/^Design/).click();
      box(/^Prague/).click();
      box(/^Brno/).click();
      radio(/60,000/).click();
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, fields: ['design'], locations: ['brno'], salary: 60_000 });
  });

  it('keeps a field and its specialisations exclusive: the one ticked last wins', async () => {
    const onChange = await hydrated({ ...NO_FILTERS, fields: ['development'] }, () => box(/^Front-end/).click());
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, fields: ['development.frontend'] });
  });
});

describe('SortSelect: a sort chosen before hydration', () => {
  const select = () => getByRole(container, 'combobox', { name: 'Sort by' }) as HTMLSelectElement;

  it('is applied on hydration, from the first page', async () => {
    const onChange = await hydrated({ ...NO_FILTERS, page: 2 }, () => fireEvent.change(select(), { target: { value: 'salary' } }), 'sort');
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, sort: 'salary' });
  });

  it('asks for nothing when it was left alone', async () => {
    const onChange = await hydrated({ ...NO_FILTERS, q: 'react', sort: 'newest' }, () => undefined, 'sort');
    expect(onChange).not.toHaveBeenCalled();
    expect(select().value).toBe('newest');
  });

  it('on the English site: left on English first asks for nothing; the plain newest order is asked for explicitly', async () => {
    expect(await hydrated({ ...NO_FILTERS }, () => undefined, 'sort')).not.toHaveBeenCalled();
    expect(select().value).toBe('');
    act(() => root?.unmount());
    const onChange = await hydrated({ ...NO_FILTERS, page: 2 }, () => fireEvent.change(select(), { target: { value: 'newest' } }), 'sort');
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, sort: 'newest' });
  });

  it('on the Czech site or with a language chosen, newest is the default (no sort asked)', async () => {
    const cs = await hydrated({ ...NO_FILTERS, sort: 'salary' }, () => fireEvent.change(select(), { target: { value: 'newest' } }), 'sort', 'cs');
    expect(cs).toHaveBeenCalledWith({ ...NO_FILTERS, sort: null });
    act(() => root?.unmount());
    const chosen = await hydrated(
      { ...NO_FILTERS, languages: ['en'], sort: 'salary' },
      () => fireEvent.change(select(), { target: { value: 'newest' } }),
      'sort',
    );
    expect(chosen).toHaveBeenCalledWith({ ...NO_FILTERS, languages: ['en'], sort: null });
  });
});
