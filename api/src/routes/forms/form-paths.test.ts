// The API must answer every form POST the shell server forwards to it (shared/src/routes/api-paths.ts),
// except reset-password, which the next slice adds.
import { API_FORM_POST_PATHS } from '@raketa/shared/routes';
import { LOGIN_PATHS, LOGOUT_PATH, REGISTER_PATHS } from './index';

const NOT_YET = ['/reset-password', '/obnovit-heslo'];

describe('form post paths', () => {
  it('are the ones the shell server forwards', () => {
    const ours = [...Object.values(LOGIN_PATHS), ...Object.values(REGISTER_PATHS), LOGOUT_PATH].sort();
    expect(ours).toEqual(API_FORM_POST_PATHS.filter((path) => !NOT_YET.includes(path)).sort());
  });
});
