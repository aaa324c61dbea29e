import { act, fireEvent, render, screen } from '@testing-library/react';
import { addAppMessages, initI18n, i18n } from '../i18n/i18n';
import { Button } from './button';
import { Input } from './input';
import { RoutePlaceholder } from './route-placeholder';
import cs from '../i18n/messages/cs.json';
import en from '../i18n/messages/en.json';

beforeAll(async () => {
  await initI18n('cs', 'test', { cs: {}, en: {} });
  addAppMessages('shared', { cs, en });
});

describe('Button', () => {
  it('is disabled, busy and pulsing while its request is pending', () => {
    const onClick = jest.fn();
    render(
      <Button pending onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.className).toContain('rk-button--pending');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain enabled button otherwise, of type button unless told', () => {
    render(<Button variant="danger">Log out</Button>);
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('rk-button--danger');
  });
});

describe('Input', () => {
  it('marks a required field with an asterisk and no optional label', () => {
    render(<Input label="E-mail" required />);
    const label = screen.getByText('E-mail');
    expect(label.textContent).toBe('E-mail *');
    expect(screen.getByLabelText(/E-mail/)).toHaveProperty('required', true);
  });

  it('labels an optional field "Dobrovolné" in Czech and "Optional" in English', async () => {
    const { unmount } = render(<Input label="Telefon" />);
    expect(screen.getByText('Telefon').textContent).toBe('Telefon Dobrovolné');
    unmount();
    await act(() => i18n.changeLanguage('en'));
    render(<Input label="Phone" />);
    expect(screen.getByText('Phone').textContent).toBe('Phone Optional');
    await act(() => i18n.changeLanguage('cs'));
  });

  it('shows its error under the field and marks the input invalid', () => {
    render(<Input label="Heslo" required error="Heslo musí mít alespoň 8 znaků" />);
    const input = screen.getByLabelText(/Heslo/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Heslo musí mít alespoň 8 znaků');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });
});

describe('RoutePlaceholder', () => {
  it('titles the page with the route title of the current language', () => {
    render(<RoutePlaceholder routeId="priceList" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ceník');
  });
});
