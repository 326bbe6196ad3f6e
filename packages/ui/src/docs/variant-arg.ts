/**
 * A props-table row for a `cva` variant: the docs generator cannot see the options through
 * `VariantProps`, so the stories name them, with the default and what the prop is for.
 */
export function variantArg(
  options: readonly string[],
  defaultValue: string | undefined,
  description: string,
) {
  return {
    control: "inline-radio",
    options,
    description,
    table: {
      type: { summary: options.map((option) => `"${option}"`).join(" | ") },
      ...(defaultValue === undefined ? {} : { defaultValue: { summary: `"${defaultValue}"` } }),
    },
  } as const;
}
