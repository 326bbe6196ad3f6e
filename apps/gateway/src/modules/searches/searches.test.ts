import { SAVED_SEARCH_MESSAGES } from "@rabota/domain/errors";
import { VALIDATION_MESSAGES } from "@rabota/domain/validation";
import { eq, inArray } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { savedSearchDeliveries, savedSearches } from "../../db/tables/searches";
import type { Mailer } from "../../platform/mail/mailer";
import { readOutbox } from "../../platform/mail/mailer";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { outboxMailer, replicaServices } from "../../testing/services";
import type { SearchAlerts } from "./alerts";
import { SEARCH_INSTANT_QUEUE } from "./module";

const ORIGIN = "https://rabota.example";
/** A word no demo vacancy has, so a search for it finds only what a test publishes. */
const WORD = "Криоинженер";

/** A vacancy as its employer writes it (`POST`/`PUT /v1/vacancy`), with `title` and any changes. */
const vacancyBody = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  description: "<p>Работа с холодом</p>",
  workingExperience: "EXPERIENCE_WITHOUT",
  workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
  officeType: "OFFICE_TYPE_OFFICE",
  city: "Казань",
  skills: ["Криогеника"],
  qualities: [],
  positions: [],
  salaryFrom: 100_000,
  salaryTo: null,
  salaryCurrency: "RUB",
  salaryGross: false,
  testName: null,
  ...overrides,
});

interface SearchBody {
  id: string;
  name: string;
  alert: string;
  newCount: number;
  filter: Record<string, unknown>;
}

/**
 * The alert runs of a second gateway process on the same database (its own services, as a
 * replica builds them), sending through `mailer`: two of these at once are two replicas.
 */
function replicaAlerts(gateway: TestGateway, mailer?: Mailer): SearchAlerts {
  return replicaServices(gateway, mailer).searchAlerts;
}

/** The outbox mailer that dies (throws, sending nothing) on every send after the first `sends`. */
function dyingMailer(gateway: TestGateway, sends: number): Mailer {
  const real = outboxMailer(gateway);
  let left = sends;
  return {
    transport: real.transport,
    close: () => real.close(),
    async send(message) {
      if (left <= 0) throw new Error("worker killed mid-batch");
      left -= 1;
      await real.send(message);
    },
  };
}

describe.each(testDatabases())("saved searches on $name", (kind) => {
  let gateway: TestGateway;
  let guest: TestClient;
  let anna: TestClient;
  let boris: TestClient;
  let employer: TestClient;
  let annaId: string;

  const put = (client: TestClient, url: string, payload: Record<string, unknown>) =>
    client.request({ method: "PUT", url, payload });
  const remove = (client: TestClient, url: string) => client.request({ method: "DELETE", url });
  const save = async (client: TestClient, payload: Record<string, unknown>) => {
    const response = await client.post("/v1/searches", payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().search as SearchBody;
  };
  const listOf = async (client: TestClient) => {
    const response = await client.get("/v1/searches");
    expect(response.statusCode, response.body).toBe(200);
    return response.json().searches as SearchBody[];
  };
  /** Publishes a vacancy as the employer, a second after whatever came before. */
  const publish = async (title: string, overrides: Record<string, unknown> = {}) => {
    gateway.clock.advance(1000);
    const response = await employer.post(
      "/v1/vacancy",
      vacancyBody(title, { status: "VACANCY_STATUS_ACTIVE", ...overrides }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().vacancy.id as string;
  };
  /** Alert mails of an address, oldest first. */
  const alertMails = async (email: string) =>
    (await readOutbox(gateway.database.db, email, 500))
      .filter((mail) => mail.text.includes("сохранённому поиску"))
      .reverse();
  /** Which vacancies the mails name (a vacancy's link ends in its id). */
  const mailedIds = (mails: { text: string }[], ids: readonly string[]) =>
    mails.flatMap((mail) => ids.filter((id) => mail.text.includes(`/vacancies/detail/${id}`)));
  const relogin = async () => {
    for (const [client, email] of [
      [anna, "anna@searches.ru"],
      [boris, "boris@searches.ru"],
      [employer, "owner@searches.ru"],
    ] as const)
      expect((await login(client, email)).statusCode).toBe(200);
  };
  /** A fresh start for a test: the applicants' searches gone. */
  const clearSearches = async () => {
    for (const client of [anna, boris])
      for (const search of await listOf(client)) await remove(client, `/v1/searches/${search.id}`);
  };

  beforeAll(async () => {
    gateway = await createTestGateway(kind, { env: { PUBLIC_ORIGIN: ORIGIN } });
    guest = gateway.client();
    anna = gateway.client();
    boris = gateway.client();
    employer = gateway.client();
    annaId = await registerApplicant(anna, "anna@searches.ru");
    await registerApplicant(boris, "boris@searches.ru");
    await registerEmployer(employer, "owner@searches.ru", "Холод и сыновья");
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(async () => {
    await relogin();
    await clearSearches();
  });

  it("saves, lists, changes and deletes an applicant's searches; guests 401, employers 403, others' 404", async () => {
    const search = await save(anna, {
      name: "Холод",
      filter: { search: WORD, city: ["Казань"] },
      alert: "INSTANT",
    });
    expect(search).toMatchObject({
      name: "Холод",
      alert: "INSTANT",
      newCount: 0,
      filter: { search: WORD, city: ["Казань"] },
    });
    expect(await listOf(anna)).toEqual([expect.objectContaining({ id: search.id, name: "Холод" })]);
    expect(await listOf(boris)).toEqual([]);

    const changed = await put(anna, `/v1/searches/${search.id}`, {
      name: "Холод 2",
      filter: { search: WORD },
      alert: "DAILY",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().search).toMatchObject({
      id: search.id,
      name: "Холод 2",
      alert: "DAILY",
      filter: { search: WORD },
    });

    // Guests and employers have no searches; another applicant's is as absent as a missing one.
    expect((await guest.get("/v1/searches")).statusCode).toBe(401);
    expect((await guest.post("/v1/searches", { name: "x", filter: {}, alert: "OFF" })).statusCode).toBe(401);
    expect((await employer.get("/v1/searches")).statusCode).toBe(403);
    expect((await employer.post("/v1/searches", { name: "x", filter: {}, alert: "OFF" })).statusCode).toBe(
      403,
    );
    const body = { name: "Чужой", filter: {}, alert: "OFF" };
    expect((await put(boris, `/v1/searches/${search.id}`, body)).statusCode).toBe(404);
    expect((await remove(boris, `/v1/searches/${search.id}`)).statusCode).toBe(404);
    expect((await boris.post(`/v1/searches/${search.id}/opened`)).statusCode).toBe(404);
    expect((await put(anna, "/v1/searches/not-a-uuid", body)).statusCode).toBe(404);
    // A body is JSON (a cross-site form cannot post); only the one-click unsubscribe takes a form.
    const form = await anna.request({
      method: "POST",
      url: "/v1/searches",
      payload: "name=x&alert=OFF",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(415);
    expect((await listOf(anna))[0]).toMatchObject({ name: "Холод 2" });

    expect((await remove(anna, `/v1/searches/${search.id}`)).statusCode).toBe(200);
    expect((await remove(anna, `/v1/searches/${search.id}`)).statusCode).toBe(404);
    expect(await listOf(anna)).toEqual([]);
  });

  it("refuses bad input with a Russian message and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  ", filter: {}, alert: "OFF" }, VALIDATION_MESSAGES.required],
      [{ name: "x".repeat(101), filter: {}, alert: "OFF" }, "Слишком длинное значение"],
      [
        { name: "Поиск", filter: {}, alert: "WEEKLY" },
        "Выберите, как присылать новые вакансии: «Сразу», «Раз в день» или «Не присылать»",
      ],
      [
        { name: "Поиск", filter: { status: "VACANCY_STATUS_ARCHIVED" }, alert: "OFF" },
        SAVED_SEARCH_MESSAGES.badFilter,
      ],
      [{ name: "Поиск", filter: { salaryFrom: -5 }, alert: "OFF" }, SAVED_SEARCH_MESSAGES.badFilter],
      [
        { name: "Поиск", filter: { officeType: ["OFFICE_TYPE_SPACE"] }, alert: "OFF" },
        SAVED_SEARCH_MESSAGES.badFilter,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await anna.post("/v1/searches", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const kept = await save(anna, { name: "Холод", filter: { search: WORD }, alert: "INSTANT" });
    const refused = await put(anna, `/v1/searches/${kept.id}`, { name: "", filter: {}, alert: "OFF" });
    expect(refused.statusCode).toBe(400);
    expect(await listOf(anna)).toEqual([expect.objectContaining({ name: "Холод", alert: "INSTANT" })]);
  });

  it("keeps at most 20 searches per applicant, two saves at once included", async () => {
    for (let index = 0; index < 19; index += 1)
      await save(anna, { name: `Поиск ${index}`, filter: {}, alert: "OFF" });
    const both = await Promise.all([
      anna.post("/v1/searches", { name: "Двадцатый", filter: {}, alert: "OFF" }),
      anna.post("/v1/searches", { name: "Двадцатый", filter: {}, alert: "OFF" }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = await anna.post("/v1/searches", { name: "Двадцать первый", filter: {}, alert: "OFF" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Можно сохранить не больше 20 поисков");
    expect(await listOf(anna)).toHaveLength(20);
    // Another applicant's count is its own.
    await save(boris, { name: "Свой", filter: {}, alert: "OFF" });
  });

  it("counts «N новых» by the list's own query since the search was last opened", async () => {
    const search = await save(anna, {
      name: "Холод",
      filter: { search: WORD, city: ["Казань"] },
      alert: "OFF",
    });
    const kazan = await publish(`${WORD} в Казани`);
    await publish(`${WORD} в Самаре`, { city: "Самара" });
    await publish("Повар в Казани");
    expect((await listOf(anna))[0]?.newCount).toBe(1);
    const opened = await anna.post(`/v1/searches/${search.id}/opened`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().search.newCount).toBe(0);
    expect((await listOf(anna))[0]?.newCount).toBe(0);
    // «Продлить» keeps the vacancy where it was in the list: not new again.
    gateway.clock.advance(1000);
    expect((await employer.post(`/v1/vacancy/${kazan}/prolong`)).statusCode).toBe(200);
    expect((await listOf(anna))[0]?.newCount).toBe(0);
    const next = await publish(`Старший ${WORD}`);
    expect((await listOf(anna))[0]?.newCount).toBe(1);
    // What the list no longer shows (archived) is no longer new.
    expect(
      (await employer.post(`/v1/vacancy/${next}/status`, { status: "VACANCY_STATUS_ARCHIVED" })).statusCode,
    ).toBe(200);
    expect((await listOf(anna))[0]?.newCount).toBe(0);
  });

  it("mails each new vacancy once per search with two replicas running at once, and only what was published after saving", async () => {
    const before = await publish(`${WORD} до сохранения`);
    const search = await save(anna, { name: "Холод сразу", filter: { search: WORD }, alert: "INSTANT" });
    await save(anna, { name: "Холод без писем", filter: { search: WORD }, alert: "OFF" });
    const ids = [
      await publish(`${WORD} первый`),
      await publish(`${WORD} второй`),
      await publish(`${WORD} третий`),
    ];
    const mailsBefore = (await alertMails("anna@searches.ru")).length;

    const [one, two] = [replicaAlerts(gateway), replicaAlerts(gateway)];
    await Promise.all([one.run("INSTANT"), two.run("INSTANT"), one.run("INSTANT")]);
    const mails = (await alertMails("anna@searches.ru")).slice(mailsBefore);
    expect(mailedIds(mails, [...ids, before]).sort()).toEqual([...ids].sort());
    expect(mails[0]?.subject).toBe("Новые вакансии по поиску «Холод сразу»");

    // A later run (a retry, the next tick) has nothing new for it.
    gateway.clock.advance(5 * 60 * 1000);
    expect(await one.run("INSTANT")).toMatchObject({ mails: 0 });
    const deliveries = await gateway.database.db
      .select()
      .from(savedSearchDeliveries)
      .where(eq(savedSearchDeliveries.searchId, search.id));
    expect(deliveries.map((row) => row.vacancyId).sort()).toEqual([...ids].sort());
  });

  it("a worker killed mid-batch never mails a vacancy twice; the rerun mails what was not reached", async () => {
    const names = ["Первый", "Второй", "Третий"];
    for (const name of names) await save(anna, { name, filter: { search: WORD }, alert: "INSTANT" });
    const vacancy = await publish(`${WORD} для всех`);
    const mailsBefore = (await alertMails("anna@searches.ru")).length;

    // The worker sends one mail, then dies while sending the second (its claim already made).
    await expect(replicaAlerts(gateway, dyingMailer(gateway, 1)).run("INSTANT")).rejects.toThrow(/killed/);
    expect((await alertMails("anna@searches.ru")).length - mailsBefore).toBe(1);
    // pg-boss retries the job: the third search is mailed, the first two never again.
    await replicaAlerts(gateway).run("INSTANT");
    await replicaAlerts(gateway).run("INSTANT");
    const mails = (await alertMails("anna@searches.ru")).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    const subjects = mails.map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(2);
    expect(mailedIds(mails, [vacancy])).toEqual([vacancy, vacancy]);
    // At most once: the search whose mail died keeps its claim and is not mailed (see the decision record).
    const claimed = await gateway.database.db
      .select()
      .from(savedSearchDeliveries)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchDeliveries.searchId))
      .where(eq(savedSearchDeliveries.vacancyId, vacancy));
    expect(claimed).toHaveLength(3);
  });

  it("does not mail a vacancy again after its company edits it or publishes it anew", async () => {
    await save(anna, { name: "Холод", filter: { search: WORD }, alert: "INSTANT" });
    const vacancy = await publish(`${WORD} на склад`);
    const alerts = replicaAlerts(gateway);
    const mailsBefore = (await alertMails("anna@searches.ru")).length;
    await alerts.run("INSTANT");
    expect((await alertMails("anna@searches.ru")).length - mailsBefore).toBe(1);

    gateway.clock.advance(60_000);
    const edit = await put(
      employer,
      `/v1/vacancy/${vacancy}`,
      vacancyBody(`${WORD} на большой склад`, {
        description: "<p>Теперь больше</p>",
        skills: [],
        salaryFrom: 120_000,
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    await alerts.run("INSTANT");
    // Archived and published again: dated anew, still the same vacancy for this search.
    for (const status of ["VACANCY_STATUS_ARCHIVED", "VACANCY_STATUS_ACTIVE"]) {
      gateway.clock.advance(60_000);
      expect((await employer.post(`/v1/vacancy/${vacancy}/status`, { status })).statusCode).toBe(200);
    }
    expect((await employer.post(`/v1/vacancy/${vacancy}/prolong`)).statusCode).toBe(200);
    await alerts.run("INSTANT");
    expect((await alertMails("anna@searches.ru")).length - mailsBefore).toBe(1);
  });

  it("alerts by place: a search of a region mails what is published in its towns, not elsewhere", async () => {
    await save(anna, { name: "Тульская область", filter: { areaId: ["1913"] }, alert: "INSTANT" });
    const tula = await publish("Оператор склада", { city: "Тула" });
    const novomoskovsk = await publish("Оператор склада", { areaId: "1924" });
    const moscow = await publish("Оператор склада", { city: "Москва" });
    const mailsBefore = (await alertMails("anna@searches.ru")).length;
    await replicaAlerts(gateway).run("INSTANT");
    const mails = (await alertMails("anna@searches.ru"))
      .slice(mailsBefore)
      .filter((mail) => mail.subject === "Новые вакансии по поиску «Тульская область»");
    expect(mailedIds(mails, [tula, novomoskovsk, moscow]).sort()).toEqual([tula, novomoskovsk].sort());
  });

  it("leaves out of «N новых» and the alerts what the applicant hid: a vacancy, a company, a title word", async () => {
    const search = await save(boris, { name: "Холод", filter: { search: WORD }, alert: "INSTANT" });
    const alerts = replicaAlerts(gateway);
    await alerts.run("INSTANT");
    const mailsBefore = (await alertMails("boris@searches.ru")).length;
    const hiddenOne = await publish(`${WORD} в ночную смену`);
    const worded = await publish(`${WORD}-стажёр`);
    const shown = await publish(`${WORD} на склад`);
    expect((await put(boris, `/v1/hidden/vacancies/${hiddenOne}`, {})).statusCode).toBe(200);
    expect((await put(boris, "/v1/hidden/words", { words: ["стажёр"] })).statusCode).toBe(200);
    expect((await listOf(boris)).find((item) => item.id === search.id)?.newCount).toBe(1);
    await alerts.run("INSTANT");
    const mails = (await alertMails("boris@searches.ru")).slice(mailsBefore);
    expect(mailedIds(mails, [hiddenOne, worded, shown])).toEqual([shown]);

    // A hidden company: nothing of it counts or is mailed.
    const companyId = (await guest.get(`/v1/vacancy/${shown}`)).json().vacancy.company.id as string;
    expect((await put(boris, `/v1/hidden/companies/${companyId}`, {})).statusCode).toBe(200);
    const later = await publish(`${WORD} на второй склад`);
    expect((await listOf(boris)).find((item) => item.id === search.id)?.newCount).toBe(0);
    await alerts.run("INSTANT");
    expect(mailedIds((await alertMails("boris@searches.ru")).slice(mailsBefore), [later])).toEqual([]);
    for (const url of [`/v1/hidden/companies/${companyId}`, `/v1/hidden/vacancies/${hiddenOne}`])
      expect((await remove(boris, url)).statusCode).toBe(200);
    expect((await put(boris, "/v1/hidden/words", { words: [] })).statusCode).toBe(200);
  });

  it("sends the daily digest only when something is new, and only to daily searches", async () => {
    await save(boris, { name: "Холод за день", filter: { search: WORD }, alert: "DAILY" });
    await save(anna, { name: "Холод сразу", filter: { search: WORD }, alert: "INSTANT" });
    const alerts = replicaAlerts(gateway);
    const borisBefore = (await alertMails("boris@searches.ru")).length;
    gateway.clock.advance(24 * 60 * 60 * 1000);
    await relogin();
    expect(await alerts.run("DAILY")).toMatchObject({ searches: 1, mails: 0 });
    expect((await alertMails("boris@searches.ru")).length).toBe(borisBefore);

    const first = await publish(`${WORD} утренний`);
    const second = await publish(`${WORD} вечерний`);
    gateway.clock.advance(24 * 60 * 60 * 1000);
    expect(await alerts.run("DAILY")).toMatchObject({ mails: 1, vacancies: 2 });
    const [digest] = (await alertMails("boris@searches.ru")).slice(borisBefore);
    expect(digest?.subject).toBe("Вакансии за день по поиску «Холод за день»");
    expect(mailedIds([digest ?? { text: "" }], [first, second]).sort()).toEqual([first, second].sort());
    // The next day, nothing new: no digest.
    gateway.clock.advance(24 * 60 * 60 * 1000);
    expect(await alerts.run("DAILY")).toMatchObject({ mails: 0 });
    expect((await alertMails("boris@searches.ru")).length - borisBefore).toBe(1);
  });

  it("unsubscribes by the mail's link and by the one-click POST, signed out; a tampered link is refused", async () => {
    const search = await save(anna, { name: "Холод <и> лёд", filter: { search: WORD }, alert: "INSTANT" });
    const other = await save(anna, { name: "Другой", filter: { search: WORD }, alert: "INSTANT" });
    await publish(`${WORD} для отписки`);
    const mailsBefore = (await alertMails("anna@searches.ru")).length;
    await replicaAlerts(gateway).run("INSTANT");
    const mail = (await alertMails("anna@searches.ru"))
      .slice(mailsBefore)
      .find((entry) => entry.subject.includes("Холод <и> лёд"));
    const link = /(https:\/\/\S+\/unsubscribe\?sig=\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link.startsWith(`${ORIGIN}/v1/searches/${search.id}/unsubscribe?sig=`)).toBe(true);
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const path = link.slice(ORIGIN.length);
    const alertOf = async (id: string) => (await listOf(anna)).find((entry) => entry.id === id)?.alert;

    // Tampered: another search's id under this signature, or a changed signature. Nothing changes.
    const sig = new URL(link).searchParams.get("sig") ?? "";
    const forged = [
      `/v1/searches/${other.id}/unsubscribe?sig=${sig}`,
      `/v1/searches/${search.id}/unsubscribe?sig=${sig.slice(0, -2)}xx`,
      `/v1/searches/${search.id}/unsubscribe?sig=`,
    ];
    for (const url of forged) {
      expect((await guest.get(url)).statusCode).not.toBe(200);
      expect(
        (
          await guest.request({
            method: "POST",
            url,
            payload: "List-Unsubscribe=One-Click",
            headers: { "content-type": "application/x-www-form-urlencoded" },
          })
        ).statusCode,
      ).not.toBe(200);
    }
    expect(await alertOf(search.id)).toBe("INSTANT");
    expect(await alertOf(other.id)).toBe("INSTANT");

    // The link, signed out: a page that asks, with a button posting back to the same address;
    // opening it (as a mail scanner does) changes nothing.
    const page = await guest.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Отписаться от рассылки по поиску «Холод &lt;и&gt; лёд»?");
    const form = parse(page.body).querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe(path);
    expect(form?.querySelector("input")?.getAttribute("name")).toBe("List-Unsubscribe");
    expect(await alertOf(search.id)).toBe("INSTANT");

    // The page's button: a browser's form post, answered with a page that says it is done.
    const button = await guest.request({
      method: "POST",
      url: path,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(button.statusCode).toBe(200);
    expect(button.headers["content-type"]).toMatch(/text\/html/);
    expect(button.body).toContain("Рассылка по поиску «Холод &lt;и&gt; лёд» отключена");
    expect(await alertOf(search.id)).toBe("OFF");
    expect(await alertOf(other.id)).toBe("INSTANT");

    // On again, then RFC 8058's one-click POST from the mail client.
    const on = await put(anna, `/v1/searches/${search.id}`, {
      name: search.name,
      filter: search.filter,
      alert: "DAILY",
    });
    expect(on.statusCode).toBe(200);
    const oneClick = await guest.request({
      method: "POST",
      url: path,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ message: "unsubscribed" });
    expect(await alertOf(search.id)).toBe("OFF");

    // A switched-off search is mailed nothing more.
    const mailed = (await alertMails("anna@searches.ru")).length;
    await publish(`${WORD} после отписки`);
    await replicaAlerts(gateway).run("INSTANT");
    await replicaAlerts(gateway).run("DAILY");
    const after = (await alertMails("anna@searches.ru")).slice(mailed);
    expect(after.map((entry) => entry.subject)).toEqual(["Новые вакансии по поиску «Другой»"]);
    const rows = await gateway.database.db
      .select({ alert: savedSearches.alert })
      .from(savedSearches)
      .where(inArray(savedSearches.id, [search.id]));
    expect(rows).toEqual([{ alert: "OFF" }]);
    expect(annaId).toEqual(expect.any(String));
  });
});

describe("saved search alerts through pg-boss", () => {
  const [pglite] = testDatabases();
  let gateway: TestGateway;

  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    // The job is queued by hand below; no cron tick of its own meanwhile.
    gateway = await createTestGateway(pglite, { env: { JOBS: "true", SEARCH_ALERT_CRON: "" } });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it("a queued «Сразу» job mails the new match", async () => {
    const applicant = gateway.client();
    const employer = gateway.client();
    await registerApplicant(applicant, "jobs@searches.ru");
    await registerEmployer(employer, "jobs-owner@searches.ru", "Холод и дочери");
    const saved = await applicant.post("/v1/searches", {
      name: "Холод",
      filter: { search: WORD },
      alert: "INSTANT",
    });
    expect(saved.statusCode).toBe(201);
    gateway.clock.advance(1000);
    const published = await employer.post(
      "/v1/vacancy",
      vacancyBody(`${WORD} по очереди`, {
        description: undefined,
        skills: [],
        status: "VACANCY_STATUS_ACTIVE",
      }),
    );
    expect(published.statusCode, published.body).toBe(201);

    expect(await gateway.app.jobs.send(SEARCH_INSTANT_QUEUE)).toEqual(expect.any(String));
    await vi.waitFor(
      async () => {
        const mails = await readOutbox(gateway.database.db, "jobs@searches.ru");
        expect(mails.map((mail) => mail.subject)).toContain("Новые вакансии по поиску «Холод»");
      },
      { timeout: 60_000, interval: 100 },
    );
  });
});
