import DOMPurify, { type WindowLike } from "dompurify";
import { useMemo } from "react";

/** Markup an imported description may keep (the gateway keeps the same on the way in). */
const DESCRIPTION_TAGS = ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "h3", "h4"];

/** A text-markup tag anywhere in the text: an imported HTML description. */
const LOOKS_LIKE_HTML = /<(p|br|ul|ol|li|strong|b|em|i|h[1-6])\b[^>]*>/i;

/** DOMPurify on the page's window; a server render (no DOM) gives it one: {@link sanitizeDescriptionsIn}. */
let purify = DOMPurify;

/**
 * Makes vacancy descriptions sanitised in `window` (jsdom's, on a server that renders the vacancy
 * page, issue 27): the same DOMPurify and rules as the browser, so both write the same markup.
 */
export function sanitizeDescriptionsIn(window: WindowLike): void {
  purify = DOMPurify(window);
}

/**
 * A vacancy's text: imported descriptions are HTML (cleaned by the gateway on the way in,
 * and cleaned again here, so stored markup can never run a script or carry an attribute);
 * every other text shows as written, its line breaks kept.
 */
export function VacancyText({ text }: { text: string }) {
  const html = useMemo(
    () =>
      LOOKS_LIKE_HTML.test(text)
        ? purify.sanitize(text, { ALLOWED_TAGS: DESCRIPTION_TAGS, ALLOWED_ATTR: [] })
        : null,
    [text],
  );
  if (html === null) return <p>{text}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above to attribute-free text markup.
  return <div className="rb-vacancy-details__rich" dangerouslySetInnerHTML={{ __html: html }} />;
}
