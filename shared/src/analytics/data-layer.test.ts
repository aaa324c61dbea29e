import { dataLayer } from './data-layer';

afterEach(() => {
  delete window.dataLayer;
});

describe('dataLayer', () => {
  it('creates the array once and keeps what the tag manager (or anyone) pushed before', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    dataLayer().push({ event: 'experiment_impression' });
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'experiment_impression' }]);
  });

  it('starts an empty layer when none exists yet', () => {
    dataLayer().push({ event: 'x' });
    expect(window.dataLayer).toEqual([{ event: 'x' }]);
  });
});
