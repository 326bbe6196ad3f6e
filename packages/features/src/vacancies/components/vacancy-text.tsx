import { Skeleton } from "@rabota/ui/skeleton";
import type { DOMPurify, WindowLike } from "dompurify";
import { memo, Suspense, use } from "react";

/** Markup an imported description may keep (the gateway keeps the same on the way in). */
const DESCRIPTION_TAGS = ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "h3", "h4"];

/** A text-markup tag anywhere in the text: an imported HTML description. */
const LOOKS_LIKE_HTML = /<(p|br|ul|ol|li|strong|b|em|i|h[1-6])\b[^>]*>/i;

// DOMPurify (9 KiB gzip) is imported when the first HTML description renders, not with the
// vacancy page (issue 27). A failed load is forgotten, so the next render tries again.
let purify: DOMPurify | undefined;
let purifyLoad: Promise<DOMPurify> | undefined;
/** The window DOMPurify works in: the page's, or jsdom's on a server ({@link sanitizeDescriptionsIn}). */
let purifyWindow: WindowLike | undefined;

/**
 * Makes vacancy descriptions sanitised in `window` (jsdom's, on a server that renders the vacancy
 * page, issue 27): the same DOMPurify and rules as the browser, so both write the same markup.
 * Call it before the first render.
 */
export function sanitizeDescriptionsIn(window: WindowLike): void {
  purifyWindow = window;
}

/**
 * Starts loading the sanitiser a page is about to need (a vacancy that is still loading), so its
 * description need not wait for it once the vacancy is there.
 */
export function preloadVacancyText(): void {
  // A failed load shows when a description asks for the sanitiser again.
  loadPurify().catch(() => {});
}

function loadPurify(): Promise<DOMPurify> {
  purifyLoad ??= import("dompurify").then(
    ({ default: DOMPurify }) => {
      purify = purifyWindow ? DOMPurify(purifyWindow) : DOMPurify;
      return purify;
    },
    (error: unknown) => {
      purifyLoad = undefined;
      throw error;
    },
  );
  return purifyLoad;
}

function SanitizedHtml({ text }: { text: string }) {
  // Suspends until DOMPurify is there: no markup is ever written unsanitised.
  const sanitizer = purify ?? use(loadPurify());
  const html = sanitizer.sanitize(text, { ALLOWED_TAGS: DESCRIPTION_TAGS, ALLOWED_ATTR: [] });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above to attribute-free text markup.
  return <div className="rb-vacancy-details__rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A vacancy's text: imported descriptions are HTML (cleaned by the gateway on the way in,
 * and cleaned again here, so stored markup can never run a script or carry an attribute);
 * every other text shows as written, its line breaks kept.
 *
 * An HTML text waits for DOMPurify in a boundary of its own. Hydrating a server-rendered page,
 * the server's markup (sanitised by the same DOMPurify) stays on screen and the rest of the page
 * hydrates meanwhile; rendered in the browser, placeholder lines show until it has loaded. Memo:
 * a parent's render with the same text must not reach a boundary still waiting to hydrate (React
 * would then render it anew, the placeholder in place of the server's markup).
 */
export const VacancyText = memo(function VacancyText({ text }: { text: string }) {
  if (!LOOKS_LIKE_HTML.test(text)) return <p>{text}</p>;
  return (
    <Suspense fallback={<Skeleton shape="text" lines={3} />}>
      <SanitizedHtml text={text} />
    </Suspense>
  );
});
