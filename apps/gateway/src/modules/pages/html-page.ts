import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "../../platform/http/escape-html";

/** What a page's head says about it: title, description, canonical address, preview picture. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's full address. */
  canonical: string;
  image?: string | null;
  /** A page that must not be indexed (gone or unknown). */
  noindex?: boolean;
}

/**
 * JSON for a `<script>` data block: `<`, `>`, `&` and the JS line separators as escapes, so
 * no value (a title with `</script>` or `<!--`) can end the block or open a comment in it.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** The head tags of a page: title, description, canonical, Open Graph and the link-preview card. */
export function metaTags(meta: PageMeta): string {
  const attribute = (text: string) => escapeHtml(text);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attribute(meta.description)}">`,
    meta.noindex
      ? `<meta name="robots" content="noindex">`
      : `<link rel="canonical" href="${attribute(meta.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Работа">`,
    `<meta property="og:locale" content="ru_RU">`,
    `<meta property="og:title" content="${attribute(meta.title)}">`,
    `<meta property="og:description" content="${attribute(meta.description)}">`,
    `<meta property="og:url" content="${attribute(meta.canonical)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${attribute(meta.image)}">`] : []),
    `<meta name="twitter:card" content="summary">`,
  ];
  return tags.join("");
}

/** index.html's stylesheet links: `<link rel="stylesheet" … href="/assets/….css">`. */
const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*?\shref="\/(assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * index.html with its stylesheets written in (`<style>`) instead of linked, for the pages the
 * gateway fills (issue 27): their markup is painted with the HTML alone, a round trip sooner on
 * a phone than with a render-blocking stylesheet. A stylesheet missing from `webDist` stays linked.
 */
export function inlineStylesheets(indexHtml: string, webDist: string): string {
  return indexHtml.replace(STYLESHEET_LINK, (link, path: string) => {
    const file = join(webDist, path);
    if (!existsSync(file)) return link;
    // A stylesheet cannot hold `</style` but in a string or comment; escaped, it means the same.
    return `<style>${readFileSync(file, "utf8").replaceAll("</style", "\\3c/style")}</style>`;
  });
}

/** Where the app mounts; a prerendered page's markup goes inside. */
const ROOT = '<div id="root"></div>';

/**
 * The built app's index.html, ready to take a page's head and markup: its own `<title>` and
 * description (the app-wide ones) are taken out once, and `fill` puts the page's in front of
 * `</head>` and its markup, if any, into the empty `#root`.
 */
export class HtmlTemplate {
  readonly #head: string;
  readonly #body: string;
  readonly #end: string;

  private constructor(head: string, body: string, end: string) {
    this.#head = head;
    this.#body = body;
    this.#end = end;
  }

  /** The template of `indexHtml`, or null when it has no `</head>` followed by an empty `#root`. */
  static of(indexHtml: string): HtmlTemplate | null {
    const stripped = indexHtml
      .replace(/<title>[\s\S]*?<\/title>/i, "")
      .replace(/<meta\s+name="description"[^>]*>/i, "");
    const headEnd = stripped.search(/<\/head>/i);
    const root = stripped.indexOf(ROOT);
    if (headEnd < 0 || root < headEnd) return null;
    return new HtmlTemplate(
      stripped.slice(0, headEnd),
      stripped.slice(headEnd, root),
      stripped.slice(root + ROOT.length),
    );
  }

  /** The page: the app with `head` and the `#root` markup `root` (both trusted markup, every value in them already escaped). */
  fill(head: string, root = ""): string {
    return `${this.#head}${head}${this.#body}<div id="root">${root}</div>${this.#end}`;
  }
}
