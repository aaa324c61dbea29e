import { courseAction } from './next-chapter';

const chapters = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];

describe('courseAction', () => {
  it('starts at the first chapter when nothing is read', () => {
    expect(courseAction(chapters, [])).toEqual({ kind: 'start', chapter: 'a' });
  });
  it('continues at the first unread chapter, also when a later one was read first', () => {
    expect(courseAction(chapters, ['a'])).toEqual({ kind: 'continue', chapter: 'b' });
    expect(courseAction(chapters, ['c', 'a'])).toEqual({ kind: 'continue', chapter: 'b' });
    expect(courseAction(chapters, ['b'])).toEqual({ kind: 'continue', chapter: 'a' });
  });
  it('offers reading again from the start when all are read, and nothing for an empty course', () => {
    expect(courseAction(chapters, ['a', 'b', 'c'])).toEqual({ kind: 'again', chapter: 'a' });
    expect(courseAction([], [])).toBeNull();
  });
});
