/**
 * The modifier classes of one cva variant, named the way the stylesheets name them:
 * `modifiers("rb-tag", ["sm", "md"])` is `{ sm: "rb-tag--sm", md: "rb-tag--md" }`.
 */
export function modifiers<const Name extends string>(block: string, names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, `${block}--${name}`])) as Record<Name, string>;
}
