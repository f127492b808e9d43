import { type FieldCheck } from '@musubi/shared/client';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { ServerError } from '../graphql/errors';
import { messages } from '../i18n';

/**
 * A field's rule: a zod-free check of the shared package (what forms on the first pages use, so they do not
 * download zod), or a zod schema.
 */
export type Rule = FieldCheck | z.ZodType;
export type Rules<T extends string> = Partial<Record<T, Rule>>;

/** The rule's message for the value, or null when it passes. */
export function firstProblem(rule: Rule, value: string): string | null {
  if (typeof rule === 'function') return rule(value);
  const result = rule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? messages().genericError);
}

/**
 * Field values, per-field messages from the shared rules, and the server's answer. Values survive any
 * error: nothing typed is lost.
 */
export function useFormState<T extends string>(initial: Record<T, string>, rules: Rules<T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<T, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setValue = (field: T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Checks every field with a rule; true when all pass. */
  const validate = (): boolean => {
    const next: Partial<Record<T, string>> = {};
    for (const field of Object.keys(rules) as T[]) {
      const rule = rules[field];
      const message = rule ? firstProblem(rule, values[field]) : null;
      if (message) next[field] = message;
    }
    setErrors(next);
    setFormError(null);
    return Object.keys(next).length === 0;
  };

  /** Shows a server error under its field when the server names one of ours, otherwise above the form. */
  const showServerError = (error: ServerError, fieldAliases: Partial<Record<string, T>> = {}) => {
    const field = (error.field && (fieldAliases[error.field] ?? (error.field in values ? error.field : null))) as
      | T
      | null;
    if (field) setErrors((current) => ({ ...current, [field]: error.message }));
    else setFormError(error.message);
  };

  const [submitting, setSubmitting] = useState(false);

  /**
   * The form's onSubmit: checks every field, then runs `send`, the form `submitting` (its button loading) until
   * that settles.
   */
  const submitWith = (send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSubmitting(true);
    try {
      await send();
    } finally {
      setSubmitting(false);
    }
  };

  const inputProps = (field: T) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => setValue(field, event.currentTarget.value),
  });

  return { values, setValue, errors, formError, setFormError, validate, showServerError, inputProps, submitting, submitWith };
}
