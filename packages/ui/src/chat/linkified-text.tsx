import { LinkifyIt } from "linkify-it";
import type { ReactNode } from "react";

// Only web addresses written with their scheme become links: `mailto:`, `ftp:`, protocol-relative
// `//host`, a bare e-mail and a bare `example.ru` stay text (a guess at a scheme could mislead).
const linkify = new LinkifyIt().add("ftp:", null).add("mailto:", null).add("//", null).set({
  fuzzyLink: false,
  fuzzyEmail: false,
});

/** The address if it is a well-formed http(s) URL, else null (the last guard against `javascript:`). */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into strings and links. Never HTML: React escapes every piece, so a message
 * can carry no markup; only http(s) addresses become anchors, opened in a new tab with
 * `rel="noopener noreferrer nofollow"`.
 */
function linkifyText(text: string): ReactNode[] {
  const matches = linkify.match(text) ?? [];
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of matches) {
    const href = safeHref(match.url);
    if (!href) continue;
    if (match.index > cursor) parts.push(text.slice(cursor, match.index));
    parts.push(
      <a
        key={`${match.index}:${href}`}
        className="rb-linkified__link"
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        {match.text}
      </a>,
    );
    cursor = match.lastIndex;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return parts;
}

/** Plain text with its web addresses made into safe links; line breaks kept. */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return <span className={className ?? "rb-linkified"}>{linkifyText(text)}</span>;
}
