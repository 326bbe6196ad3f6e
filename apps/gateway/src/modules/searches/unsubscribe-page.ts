import { escapeHtml } from "../../platform/http/escape-html";

/**
 * What the unsubscribe page says: the question with its button (the mail's link), the alerts
 * switched off (after the button), the search already deleted, or a forged link.
 */
export type UnsubscribeOutcome = "confirm" | "off" | "gone" | "forged";

const MESSAGES: Record<UnsubscribeOutcome, (name: string) => { title: string; body: string }> = {
  confirm: (name) => ({
    title: `Отписаться от рассылки по поиску «${name}»?`,
    body: "Писем о новых вакансиях по этому поиску больше не будет. Сам поиск останется на странице «Сохранённые поиски».",
  }),
  off: (name) => ({
    title: `Рассылка по поиску «${name}» отключена`,
    body: "Писем о новых вакансиях по этому поиску больше не будет. Включить их снова можно на странице «Сохранённые поиски».",
  }),
  gone: () => ({
    title: "Рассылка отключена",
    body: "Этот поиск уже удалён, писем по нему не будет.",
  }),
  forged: () => ({
    title: "Ссылка для отписки недействительна",
    body: "Откройте ссылку из письма целиком или отключите рассылку на странице «Сохранённые поиски».",
  }),
};

/** The page's own look, after @rabota/ui's tokens (the page loads nothing else). */
const STYLE = [
  "body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;color:#262d2b;background:#f6f8f7}",
  "main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px}",
  "h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem}",
  "button{font:inherit;font-weight:600;color:#fff;background:#047a62;border:0;border-radius:8px;padding:.625rem 1.25rem;cursor:pointer}",
  "button:hover{background:#066452}button:focus-visible{outline:3px solid #68dfbd;outline-offset:2px}",
  "a{color:#047a62}",
].join("");

/**
 * The small page the mail's unsubscribe link opens (Russian, no script, works signed out); the
 * question's button posts the one-click form to `formAction`, the link's own address.
 */
export function unsubscribePage(outcome: UnsubscribeOutcome, searchName = "", formAction = ""): string {
  const { title, body } = MESSAGES[outcome](searchName);
  const form =
    outcome === "confirm"
      ? `<form method="post" action="${escapeHtml(formAction)}">` +
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
        '<button type="submit">Отписаться</button></form>'
      : "";
  return [
    "<!doctype html>",
    '<html lang="ru"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} — Работа</title><style>${STYLE}</style></head>`,
    "<body>",
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}`,
    '<p><a href="/searches">Сохранённые поиски</a></p></main>',
    "</body></html>",
  ].join("\n");
}
