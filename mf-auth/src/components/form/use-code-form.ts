import { FORM_OPTIONS } from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

/**
 * A form of one code field whose submit sends the trimmed code with `send`. `onAnswer` acts on
 * the answer and returns the translation key to show on the field when the code was refused
 * (nothing when it was accepted). Other failures raised the generic toast through the query client.
 */
export function useCodeForm<A>(send: (code: string) => Promise<A>, onAnswer: (answer: A) => string | undefined | Promise<string | undefined>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ ...FORM_OPTIONS, defaultValues: { code: '' } });
  const call = useMutation({ mutationFn: ({ code }: { code: string }) => send(code.trim()) });

  const onSubmit = handleSubmit(async (values) => {
    const answer = await call.mutateAsync(values).catch(() => null);
    if (answer === null) return;
    const refusal = await onAnswer(answer);
    if (refusal) setError('code', { type: 'server', message: refusal }, { shouldFocus: true });
  });

  return { register, error: errors.code, onSubmit, pending: call.isPending };
}
