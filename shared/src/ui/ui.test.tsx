import { act, fireEvent, render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { addAppMessages, initI18n, i18n } from '../i18n/i18n';
import { BUTTON_VIBRATION_MS, Button } from './button';
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

describe('Button haptics', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'vibrate');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'vibrate', original);
    else delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it('vibrates 100 ms on every press where the browser can, then runs its handler', () => {
    const vibrate = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true, writable: true });
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(BUTTON_VIBRATION_MS).toBe(100);
    expect(vibrate.mock.calls).toEqual([[100], [100]]);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('still works where the browser has no vibration', () => {
    delete (navigator as { vibrate?: unknown }).vibrate;
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not vibrate while pending (the press is ignored)', () => {
    const vibrate = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true, writable: true });
    render(<Button pending>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(vibrate).not.toHaveBeenCalled();
  });
});

describe('Button pulse (ui.css)', () => {
  const css = fs.readFileSync(path.join(__dirname, 'ui.css'), 'utf8');

  it('animates the pending button with a keyframe animation that changes its opacity', () => {
    const animation = /\.rk-button--pending\s*\{[^}]*animation:\s*([\w-]+)[^;]*infinite/.exec(css);
    expect(animation).not.toBeNull();
    const keyframes = new RegExp(`@keyframes\\s+${animation![1]}\\s*\\{[^@]*opacity`).test(css);
    expect(keyframes).toBe(true);
  });

  it('stops the pulse for people who prefer reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.rk-button--pending\s*\{\s*animation:\s*none/);
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
