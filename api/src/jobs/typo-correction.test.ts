import { closestWord, editDistance } from './typo-correction';

describe('editDistance', () => {
  it.each([
    ['python', 'python', 0],
    ['pyhton', 'python', 1],
    ['javscript', 'javascript', 1],
    ['vyvojrar', 'vyvojar', 1],
    ['reakt', 'react', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s: %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});

describe('closestWord', () => {
  it('takes the candidate within the fewest edits, or its start when the word is a prefix', () => {
    expect(closestWord('pyhton', ['pyramid', 'python', 'photon'])).toBe('python');
    expect(closestWord('pyht', ['python'])).toBe('pyth');
    expect(closestWord('desinger', ['designerka'])).toBe('designer');
  });

  it('allows one edit up to five letters, then two, and nothing beyond', () => {
    expect(closestWord('reakt', ['react'])).toBe('react');
    expect(closestWord('raekt', ['react'])).toBeUndefined();
    expect(closestWord('pytohn', ['python'])).toBe('python');
    expect(closestWord('pthyno', ['python'])).toBeUndefined();
    expect(closestWord('word', [])).toBeUndefined();
  });
});
