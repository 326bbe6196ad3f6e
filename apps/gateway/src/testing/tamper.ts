/**
 * `text` with the character at `index` replaced by another one, surely different. A forgery
 * for signatures: change a leading character of a base64url signature, never its last one,
 * whose low bits are padding (and a fixed replacement such as "AA" at the end is sometimes
 * what was there already: such a test fails one run in a few thousand).
 */
export function alterCharAt(text: string, index: number): string {
  const replacement = text[index] === "A" ? "B" : "A";
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
}
