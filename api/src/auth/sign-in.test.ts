import { secondFactorLocation } from './sign-in';

describe('secondFactorLocation', () => {
  it.each([
    ['/', '/?redirect_to=%2F#2fa'],
    ['/jobs', '/jobs?redirect_to=%2Fjobs#2fa'],
    ['/nabidky?q=1&x=a%20b', '/nabidky?q=1&x=a+b&redirect_to=%2Fnabidky%3Fq%3D1%26x%3Da%2520b#2fa'],
    // An earlier redirect_to and fragment give way.
    ['/profile?redirect_to=%2Fold#login', '/profile?redirect_to=%2Fprofile%3Fredirect_to%3D%252Fold#2fa'],
    ['http://en.localhost:3000/jobs', 'http://en.localhost:3000/jobs?redirect_to=http%3A%2F%2Fen.localhost%3A3000%2Fjobs#2fa'],
  ])('sends %s to %s', (back, location) => {
    expect(secondFactorLocation(back)).toBe(location);
  });
});
