// The pages of the hh.ru site the sandbox needs: consent, errors of authorize, a vacancy.
import { EMPLOYER, MANAGER } from "./seed/employer.js";
import type { SeedVacancy } from "./seed/vacancies.js";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type ConsentRequest = {
  clientId: string;
  redirectUri: string | null;
  state: string | null;
};

/**
 * hh's consent screen, reduced to what a test clicks: who asks (the application), for which
 * account (the employer and its manager), and the two buttons. The form posts the request back.
 */
export function consentPage(appName: string, request: ConsentRequest): string {
  const hidden = [
    ["response_type", "code"],
    ["client_id", request.clientId],
    ["redirect_uri", request.redirectUri],
    ["state", request.state],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");
  return page(
    "Доступ к аккаунту",
    `<h1>Приложение «${escapeHtml(appName)}» запрашивает доступ к вашему аккаунту</h1>
<p class="who">Вы вошли как ${escapeHtml(`${MANAGER.firstName} ${MANAGER.lastName}`)},
менеджер компании <strong>${escapeHtml(EMPLOYER.name)}</strong>.</p>
<p>Приложение получит доступ к информации о вас и к вакансиям компании.</p>
<form method="post" action="/oauth/authorize">${hidden}
<button type="submit" name="action" value="allow" class="primary">Разрешить</button>
<button type="submit" name="action" value="deny">Отказаться</button>
</form>`,
  );
}

/**
 * A vacancy's page on the site (`alternate_url`). The description is shown as hh would show
 * it, inside a sandboxed frame so that the seed's deliberate `<script>` cannot run here.
 */
export function vacancyPage(vacancy: Pick<SeedVacancy, "name" | "description" | "area">): string {
  return page(
    vacancy.name,
    `<h1>${escapeHtml(vacancy.name)}</h1><p class="who">${escapeHtml(EMPLOYER.name)} · ${escapeHtml(vacancy.area.name)}</p>
<iframe sandbox title="Описание вакансии" style="width:100%;height:70vh;border:0" srcdoc="${escapeHtml(vacancy.description)}"></iframe>`,
  );
}

/** An authorize request the sandbox cannot redirect back (unknown client, bad redirect_uri). */
export function authorizeErrorPage(message: string): string {
  return page("Ошибка авторизации", `<h1>Ошибка авторизации</h1><p class="error">${escapeHtml(message)}</p>`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — hh.ru (песочница)</title>
<style>
body{font-family:Arial,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#222}
h1{font-size:22px;line-height:1.3}.who{color:#555}form{display:flex;gap:12px;margin-top:24px}
button{font-size:16px;padding:10px 20px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.primary{background:#0070ff;border-color:#0070ff;color:#fff}.error{color:#c00}
</style></head><body><p><strong>hh.ru</strong> · песочница</p>${body}</body></html>`;
}
