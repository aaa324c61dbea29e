import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '@raketa/shared';
import type { Answer } from '../api/two-factor-settings';
import { REFUSAL_MESSAGES } from './refusal';

/**
 * A form of one code field whose submit sends the trimmed code with `send`: `onDone` gets the
 * answer's value; a refused code shows on the field. Other failures raised the generic toast.
 */
export function useCodeForm<T>(send: (code: string) => Promise<Answer<T>>, onDone: (value: T) => void) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ ...FORM_OPTIONS, defaultValues: { code: '' } });
  const call = useMutation({ mutationFn: ({ code }: { code: string }) => send(code.trim()) });

  const onSubmit = handleSubmit(async (values) => {
    const answer = await call.mutateAsync(values).catch(() => null);
    if (!answer) return;
    if (answer.ok) onDone(answer.value);
    else setError('code', { type: 'server', message: REFUSAL_MESSAGES[answer.refusal] }, { shouldFocus: true });
  });

  return { register, error: errors.code, onSubmit, pending: call.isPending };
}
