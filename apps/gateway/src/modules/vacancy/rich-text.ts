import sanitizeHtml from "sanitize-html";

/**
 * The only markup a vacancy's text keeps, imported or written here: paragraphs, lists,
 * emphasis, small headings (hh.ru's descriptions have them; Rabota's editor writes no heading).
 */
const DESCRIPTION_TAGS = ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "h3", "h4"];

/**
 * A vacancy's formatted text (an hh.ru description, or what an employer's editor sent) made
 * safe to show as HTML: the tags above without a single attribute,
 * everything else dropped (the text of unknown tags kept, the content of scripts, styles and
 * the like not), larger headings turned into `h3`. Text comes out escaped, so a `<` that was
 * not a tag can never become one.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: DESCRIPTION_TAGS,
    allowedAttributes: {},
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "noscript",
      "iframe",
      "object",
      "svg",
      "math",
      "template",
      "title",
    ],
    transformTags: { h1: "h3", h2: "h3", h5: "h4", h6: "h4" },
  }).trim();
}

/** A formatted text as stored: sanitised, and null when no text is left. */
export function storedRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeDescription(html);
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === "" ? null : clean;
}
