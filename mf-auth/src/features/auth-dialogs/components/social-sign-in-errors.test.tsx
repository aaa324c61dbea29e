import { screen, within } from '@testing-library/react';
import { initAuthMessages, renderDialogs } from '../../../testing/render-dialogs';

// A failed social sign-in comes back to the login dialog with ?error={code} (api/AUTH.md).
describe('a failed social sign-in', () => {
  it.each([
    ['social_unavailable', 'Signing in with this service is not available right now. Log in with your e-mail and password, or try another service.'],
    ['social_account_exists', 'An account with this e-mail already exists. Log in with your password, then connect the service in your profile.'],
    ['social_state_invalid', 'The sign-in with the service expired or was started in another window. Please try again.'],
  ])('?error=%s opens the login dialog with its message', async (code, message) => {
    await initAuthMessages('en');
    renderDialogs(`/login?error=${code}&redirect_to=%2Fjobs#login`);
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(message);
  });

  it('speaks Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    renderDialogs('/prihlasit?error=social_cancelled&redirect_to=%2Fnabidky#prihlaseni', { locale: 'cs' });
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe('Přihlášení přes službu bylo zrušeno.');
  });
});
