// Spec section 5: fields are "checked on blur when non-empty, and on submit". react-hook-form
// runs the resolver for one field on blur, so this wrapper drops the errors of empty fields
// until the shopper first submits the form; from then on every field of the mode is checked.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Mutable validation context passed as useForm's `context` (react-hook-form documents it as mutable). */
export interface ValidationPhase {
  /** True once the form has been submitted: empty required fields then show their rule. */
  submitted: boolean;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** zodResolver that ignores empty fields before the first submit. */
export function blurTolerantResolver<TValues extends FieldValues>(
  schema: z.ZodType<TValues, TValues>,
): Resolver<TValues, ValidationPhase> {
  const resolve = zodResolver(schema) as unknown as Resolver<TValues, ValidationPhase>;
  return async (values, context, options) => {
    // Read the phase before awaiting: a blur may still be validating when the submit starts.
    const submitted = context?.submitted ?? false;
    const result = await resolve(values, context, options);
    if (submitted) return result;
    const errors = { ...result.errors } as FieldErrors<TValues>;
    for (const name of Object.keys(errors)) {
      if (isBlank((values as Record<string, unknown>)[name])) delete (errors as Record<string, unknown>)[name];
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: values, errors: {} };
  };
}
