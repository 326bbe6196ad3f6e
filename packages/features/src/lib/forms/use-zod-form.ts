import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form validated by a domain zod schema on every change and blur, so a
 * field's message follows what is typed; {@link fieldErrorProps} decides when it shows.
 * The submit handler receives the schema's output (the value to send).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: "all",
    // A failed submit leaves the focus where it is, as the forms always did; the messages
    // show under the fields.
    shouldFocusError: false,
    defaultValues,
  });
}
