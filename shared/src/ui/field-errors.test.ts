import { showFieldErrors } from './field-errors';

describe('showFieldErrors', () => {
  const errors = [
    { field: 'unknown', code: 'too_long' },
    { field: 'email', code: 'invalid' },
    { field: 'name', code: 'required' },
  ];
  const fieldOf = ({ field }: { field: string }) => (field === 'email' || field === 'name' ? field : null);

  it('shows each error of the form’s fields with its message, focusing the first one shown', () => {
    const setError = jest.fn();
    expect(showFieldErrors(setError, errors, fieldOf, ({ field, code }) => `${field}.${code}`)).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'email.invalid' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'name.required' }, { shouldFocus: false }],
    ]);
  });

  it('shows nothing and says so when no error is the form’s', () => {
    const setError = jest.fn();
    expect(showFieldErrors(setError, [{ field: 'other', code: 'x' }], fieldOf, () => 'm')).toBe(0);
    expect(showFieldErrors(setError, [], fieldOf, () => 'm')).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
