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
    `<title>${escapeHtml(title)} — Работа</title></head>`,
    "<body>",
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}`,
    '<p><a href="/searches">Сохранённые поиски</a></p></main>',
    "</body></html>",
  ].join("\n");
}
