import { escapeHtml } from "../../platform/http/escape-html";

/** What the unsubscribe link found: the alerts switched off, the search deleted, or a forged link. */
export type UnsubscribeOutcome = "off" | "gone" | "forged";

const MESSAGES: Record<UnsubscribeOutcome, (name: string) => { title: string; body: string }> = {
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

/** The small page the mail's unsubscribe link opens (Russian, no script, works signed out). */
export function unsubscribePage(outcome: UnsubscribeOutcome, searchName = ""): string {
  const { title, body } = MESSAGES[outcome](searchName);
  return [
    "<!doctype html>",
    '<html lang="ru"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} — Работа</title></head>`,
    "<body>",
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`,
    '<p><a href="/searches">Сохранённые поиски</a></p></main>',
    "</body></html>",
  ].join("\n");
}
