import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The API's verdict on a field (a wrong current password, an address it refused) is about the
 * value that was sent, so it goes as soon as that field is edited. Left until the blur of the next
 * click, its line would vanish under the pointer, move the submit button and swallow that click.
 */
export function useClearServerErrors<T extends FieldValues>({ watch, getFieldState, clearErrors }: UseFormReturn<T>) {
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && getFieldState(name).error?.type === 'server') clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);
}
