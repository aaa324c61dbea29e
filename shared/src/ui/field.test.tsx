import { act, fireEvent, render, screen } from '@testing-library/react';
import { Field, FieldErrorMessage } from './field';
import { PRESS_RELEASE_FALLBACK_MS } from './steady-while-pressed';

const field = (error: string | undefined) => (
  <Field label="Message" required error={error}>
    {(control) => <textarea {...control} />}
  </Field>
);

// jsdom has no PointerEvent: a mouse event of the pointer's type carries the button.
const press = (type: 'pointerdown' | 'pointerup') => fireEvent(document.body, new MouseEvent(type, { bubbles: true, button: 0 }));

afterEach(() => {
  jest.useRealTimers();
});

// Issue 22: a press on "Send" blurs the last field; its validation must not move the button before the click lands.
describe('Field errors while a pointer is pressed', () => {
  it('keeps a dropped error in place until the press ends in its click', () => {
    jest.useFakeTimers();
    const { rerender } = render(field('This field is mandatory'));
    press('pointerdown');
    rerender(field(undefined));
    expect(screen.getByRole('alert').textContent).toBe('This field is mandatory');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    press('pointerup');
    fireEvent.click(document.body);
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a new error only after the press, and a press given up ends by itself', () => {
    jest.useFakeTimers();
    const { rerender } = render(<FieldErrorMessage error={undefined} />);
    press('pointerdown');
    rerender(<FieldErrorMessage error="Invalid email format" />);
    expect(screen.queryByRole('alert')).toBeNull();
    press('pointerup');
    act(() => jest.advanceTimersByTime(PRESS_RELEASE_FALLBACK_MS));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email format');
  });

  it('changes at once when no pointer is pressed (keyboard)', () => {
    const { rerender } = render(field('This field is mandatory'));
    rerender(field(undefined));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
