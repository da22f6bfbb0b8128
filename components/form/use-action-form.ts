"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { nearLimit, oversizedInput, TOO_LARGE_SENTENCE } from "@/lib/action-body";
import type { ActionResult } from "@/lib/action-result";
import { type MappedErrors, mapActionErrors } from "./action-errors";

// Root errors clear on the next submit.
export const FORM_ERROR = "root.server" as const;

const NO_ANSWER = "The dashboard did not answer. Check the connection and try again.";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface ActionFormOptions<S extends FormSchema, Data> {
  schema: S;
  action: (values: z.output<S>) => Promise<ActionResult<Data> | undefined>;
  defaultValues: z.input<S>;
  /** Blanked after a successful submit, so neither form state nor defaults keep the secret. */
  secrets?: readonly Path<z.input<S>>[];
  onSuccess?: (data: Data, values: z.output<S>) => void | Promise<void>;
  onError?: (errors: MappedErrors) => void;
  toastServerError?: boolean;
}

// The action is called directly, so no hook keeps its input: a secret lives only in the field.
export function useActionForm<S extends FormSchema, Data>(options: ActionFormOptions<S, Data>) {
  const { schema, action, defaultValues, secrets = [], onSuccess, onError, toastServerError } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    shouldFocusError: true,
  });
  const fields = Object.keys(defaultValues);

  const refuse = (errors: MappedErrors) => {
    let first = true;
    for (const [name, message] of Object.entries(errors.fields)) {
      form.setError(name as Path<z.input<S>>, { type: "server", message }, { shouldFocus: first });
      first = false;
    }
    if (errors.form.length) form.setError(FORM_ERROR, { type: "server", message: errors.form.join(" ") });
    onError?.(errors);
  };

  const run = async (values: z.output<S>) => {
    const oversize = oversizedInput(values);
    if (oversize) {
      const onField = oversize.field !== undefined && fields.includes(oversize.field);
      refuse(
        onField
          ? { fields: { [oversize.field as string]: oversize.fieldMessage }, form: [] }
          : { fields: {}, form: [oversize.message] },
      );
      if (toastServerError) toast.error(oversize.message);
      return;
    }
    let res: ActionResult<Data> | undefined;
    try {
      res = await action(values);
    } catch {
      const sentence = nearLimit(values) ? TOO_LARGE_SENTENCE : NO_ANSWER;
      refuse({ fields: {}, form: [sentence] });
      if (toastServerError) toast.error(sentence);
      return;
    }
    if (!res || res.serverError || res.validationErrors) {
      if (res?.serverError && toastServerError) toast.error(res.serverError);
      refuse(res ? mapActionErrors(res, fields) : { fields: {}, form: [NO_ANSWER] });
      return;
    }
    await onSuccess?.(res.data as Data, values);
    for (const name of secrets) form.resetField(name, { defaultValue: "" as never });
  };

  return {
    form,
    submit: form.handleSubmit(run),
    pending: form.formState.isSubmitting,
  };
}

export type ActionFormApi<S extends FormSchema> = ReturnType<typeof useActionForm<S, unknown>>;
