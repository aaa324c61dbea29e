import { muteDialogTransitionWarnings, stubFetch, json } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initAuthMessages, renderDialogs } from '../../../testing/render-dialogs';

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByLabelText(new RegExp(`^${name}( \\*| Optional)?$`), { selector: 'input' });

beforeAll(() => initAuthMessages('en'));
beforeEach(() => muteDialogTransitionWarnings());
afterEach(() => jest.restoreAllMocks());

// Issue 22: the "required" error stayed under the password after it was filled, until the field lost the focus.
it('drops a shown error as soon as the field is filled (after a submit), without waiting for blur', async () => {
  stubFetch(() => json({}));
  renderDialogs('/jobs#register');
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
  field('Password').focus();
  fireEvent.input(field('Password'), { target: { value: 'long-enough' } });
  await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBeNull());
  expect(document.activeElement).toBe(field('Password'));
});
