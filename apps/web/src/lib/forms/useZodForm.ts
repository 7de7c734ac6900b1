import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { firstErrorMessage } from './first-error';

export interface ZodFormOptions<Input extends FieldValues, Output> {
  /** Every field, in the order the form shows them; the first failing one is reported. */
  defaultValues: Input;
  /** Called with the parsed (trimmed, typed) values when the schema accepts them. */
  onValid: (values: Output) => Promise<void> | void;
  /** Called with the first failing message, e.g. to raise the form's error toast. */
  onInvalid: (message: string) => void;
}

/**
 * react-hook-form over a shared zod contract: one schema gives the rules here and at the api.
 * Checked on submit only (problems are reported on submit, as a toast, not while typing).
 * Returns the form (register, watch, reset, formState) and the handler for <form onSubmit>.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, onValid, onInvalid }: ZodFormOptions<Input, Output>,
) {
  // The latest schema is used at each submit, so one form can switch rules (sign-in vs sign-up).
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const form = useForm<Input, unknown, Output>({
    resolver: (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
    defaultValues: defaultValues as DefaultValues<Input>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const order = Object.keys(defaultValues) as (keyof Input & string)[];
  const onSubmit = form.handleSubmit(onValid, (errors) => {
    const message = firstErrorMessage(errors, order);
    if (message) onInvalid(message);
  });
  return { form, onSubmit };
}
