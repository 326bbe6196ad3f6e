// Screenshots of the candidate search (issue 44) against the demo (`DATA_DIR=/tmp/demo-ui PORT=8091 node scripts/run.mjs start`).
import { chromium } from "@playwright/test";

const base = process.env.BASE ?? "http://127.0.0.1:8091";
const out = process.env.OUT ?? "/tmp/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });

async function signedIn(email, width) {
  const context = await browser.newContext({ baseURL: base, locale: "ru-RU", viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const response = await page.request.post("/v1/auth/login", { data: { email, password: "Rabota2025!" }, headers: { origin: base } });
  const { auth } = await response.json();
  await page.goto("/healthz");
  await page.evaluate(({ id, role }) => {
    localStorage.setItem("userId", id);
    localStorage.setItem("userRole", role);
    localStorage.setItem("consentRequired", "false");
  }, auth);
  return { page, auth, context };
}

// The demo applicant lets employers find them; the demo employer asks for contacts.
const setup = await signedIn("applicant@rabota.demo", 1440);
await setup.page.request.put(`/v1/profile/${setup.auth.id}/visibility`, {
  data: { searchable: true, fields: { surname: true, photo: true, contacts: true } },
  headers: { origin: base },
});
const boss = await signedIn("employer@rabota.demo", 1440);
await boss.page.request.get(`/v1/candidates/${setup.auth.id}`);
await boss.page.request.post(`/v1/candidates/${setup.auth.id}/contact-requests`, {
  data: { message: "Здравствуйте! Ищем аналитика в команду продаж, хотим обсудить." },
  headers: { origin: base },
});

for (const width of [1440, 375]) {
  const applicant = await signedIn("applicant@rabota.demo", width);
  await applicant.page.goto("/profile");
  const visibility = applicant.page.getByRole("region", { name: "Видимость резюме" });
  await visibility.getByRole("button", { name: "Сохранить" }).waitFor();
  await visibility.screenshot({ path: `${out}/visibility-${width}.png` });
  const requests = applicant.page.getByRole("region", { name: "Запросы контактов" });
  await requests.getByRole("listitem").first().waitFor();
  await applicant.page.locator("#visibility").screenshot({ path: `${out}/finding-me-${width}.png` });
  await applicant.context.close();

  const employer = await signedIn("employer@rabota.demo", width);
  await employer.page.goto("/candidates");
  await employer.page.getByTestId("candidate-total").filter({ hasText: "Найдено" }).waitFor();
  await employer.page.screenshot({ path: `${out}/search-${width}.png`, fullPage: true });
  await employer.page.goto(`/candidates/${setup.auth.id}`);
  await employer.page.getByTestId("candidate-name").waitFor();
  await employer.page.getByRole("region", { name: "Пригласить на вакансию" }).getByRole("option").nth(1).waitFor({ state: "attached" });
  await employer.page.screenshot({ path: `${out}/found-${width}.png`, fullPage: true });
  await employer.context.close();
}
await browser.close();
console.log("done");
