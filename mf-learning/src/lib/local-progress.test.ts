import { clearLocalProgress, LOCAL_PROGRESS_KEY, readLocalProgress, sanitizeProgress, setLocalChapter } from './local-progress';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('local progress', () => {
  it('keeps every course under one key and removes the key when nothing is read', () => {
    setLocalChapter('how-startups-work', 'what-is-a-startup', true);
    setLocalChapter('how-startups-work', 'funding-rounds', true);
    setLocalChapter('product-thinking', 'user-interviews', true);
    setLocalChapter('how-startups-work', 'funding-rounds', true); // twice is once
    expect(JSON.parse(localStorage.getItem(LOCAL_PROGRESS_KEY)!)).toEqual({
      v: 1,
      courses: { 'how-startups-work': ['what-is-a-startup', 'funding-rounds'], 'product-thinking': ['user-interviews'] },
    });
    setLocalChapter('product-thinking', 'user-interviews', false);
    expect(readLocalProgress()).toEqual({ 'how-startups-work': ['what-is-a-startup', 'funding-rounds'] });
    clearLocalProgress();
    expect(localStorage.getItem(LOCAL_PROGRESS_KEY)).toBeNull();
  });

  it('drops whatever is not our shape when reading', () => {
    expect(sanitizeProgress(null)).toEqual({});
    expect(sanitizeProgress({ v: 2, courses: { a: ['b'] } })).toEqual({});
    expect(sanitizeProgress({ v: 1, courses: ['a'] })).toEqual({});
    expect(sanitizeProgress({ v: 1, courses: { ok: ['one', 'one', 'Two', '../x', 3, 'three'], 'Bad Key': ['x'], empty: [], notList: 'x' } })).toEqual(
      { ok: ['one', 'three'] },
    );
    localStorage.setItem(LOCAL_PROGRESS_KEY, '{"v":1,"courses":');
    expect(readLocalProgress()).toEqual({});
  });

  it('works without storage, as far as it can', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(setLocalChapter('a', 'b', true)).toEqual({ a: ['b'] });
    expect(readLocalProgress()).toEqual({});
  });
});
