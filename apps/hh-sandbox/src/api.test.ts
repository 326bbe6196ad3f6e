import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FIRST_ACTIVE_ID,
  FIRST_ARCHIVED_ID,
  type HhSandbox,
  startHhSandbox,
  UNSAFE_VACANCY_ID,
} from "./index.js";
import { apiGet, json, userTokens } from "./test-client.js";

let sandbox: HhSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startHhSandbox();
  token = (await userTokens(sandbox)).access_token;
});
afterAll(() => sandbox.close());

const get = async (path: string, accessToken = token) => {
  const response = await apiGet(sandbox, path, accessToken);
  return { status: response.status, body: await json(response) };
};
const list = (folder: "active" | "archived", query = "") =>
  get(`/employers/${sandbox.employerId}/vacancies/${folder}${query}`);

describe("bearer and User-Agent gates", () => {
  it("answers 403 oauth/bad_authorization without a token or with an unknown one", async () => {
    for (const accessToken of ["", "NOT-A-TOKEN"]) {
      const { status, body } = await get("/me", accessToken);
      expect(status).toBe(403);
      expect(body.errors).toEqual([{ type: "oauth", value: "bad_authorization" }]);
      expect(body.request_id).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it("refuses fetch's bare default User-Agent and prefers HH-User-Agent when both are sent", async () => {
    const bare = await fetch(`${sandbox.url}/me`, {
      headers: { "User-Agent": "node", Authorization: `Bearer ${token}` },
    });
    expect(bare.status).toBe(400);
    expect((await json(bare)).errors).toEqual([{ type: "bad_user_agent", value: "blacklisted" }]);
    const both = await fetch(`${sandbox.url}/me`, {
      headers: {
        "User-Agent": "node",
        "HH-User-Agent": "Rabota/1.0 (a@b.ru)",
        Authorization: `Bearer ${token}`,
      },
    });
    expect(both.status).toBe(200);
  });

  it("asks an anonymous vacancy request for a captcha", async () => {
    const response = await apiGet(sandbox, `/vacancies/${FIRST_ACTIVE_ID}`);
    expect(response.status).toBe(403);
    expect((await json(response)).errors[0]).toMatchObject({ type: "captcha_required" });
  });
});

describe("GET /me", () => {
  it("says the user is a manager of the seeded employer", async () => {
    const { status, body } = await get("/me");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      auth_type: "employer",
      is_employer: true,
      is_applicant: false,
      employer: { id: sandbox.employerId, name: "ООО «Техносфера Плюс»" },
      manager: { id: expect.any(String), has_admin_rights: true },
    });
  });
});

describe("employer vacancy lists", () => {
  it("counts 25 active and 40 archived by default, in hh's envelope with 0-based pages", async () => {
    const first = await list("active");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ found: 25, pages: 2, page: 0, per_page: 20 });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].id).toBe(String(FIRST_ACTIVE_ID));

    const second = await list("active", "?page=1&per_page=20");
    expect(second.body).toMatchObject({ found: 25, pages: 2, page: 1, per_page: 20 });
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual(
      Array.from({ length: 5 }, (_, index) => String(FIRST_ACTIVE_ID + 20 + index)),
    );

    const beyond = await list("active", "?page=5");
    expect(beyond.body).toMatchObject({ found: 25, pages: 2, page: 5, items: [] });

    const archived = await list("archived", "?per_page=50");
    expect(archived.body).toMatchObject({ found: 40, pages: 1, page: 0, per_page: 50 });
    expect(archived.body.items[0]).toMatchObject({ id: String(FIRST_ARCHIVED_ID), archived: true });
    expect(archived.body.items[0].archived_at).toMatch(/\+0300$/);
  });

  it("caps per_page at 50 for active and 1000 for archived, and refuses malformed paging", async () => {
    expect((await list("active", "?per_page=50")).status).toBe(200);
    const tooMany = await list("active", "?per_page=51");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ type: "bad_argument", value: "per_page" }]);
    expect((await list("archived", "?per_page=1000")).status).toBe(200);
    expect((await list("archived", "?per_page=1001")).status).toBe(400);
    expect((await list("active", "?page=-1")).body.errors).toEqual([{ type: "bad_argument", value: "page" }]);
    expect((await list("active", "?per_page=0")).status).toBe(400);
  });

  it("gives list items the short shape, without description", async () => {
    const item = (await list("active", "?per_page=1")).body.items[0];
    expect(item).toMatchObject({
      id: String(FIRST_ACTIVE_ID),
      archived: false,
      url: `${sandbox.url}/vacancies/${FIRST_ACTIVE_ID}`,
      area: { id: expect.any(String), name: expect.any(String) },
      employer: { id: sandbox.employerId },
      counters: { responses: expect.any(Number) },
      manager: { id: expect.any(String) },
    });
    expect(item).toHaveProperty("salary");
    expect(item).toHaveProperty("salary_range");
    expect(item).not.toHaveProperty("description");
    expect(item).not.toHaveProperty("key_skills");
  });

  it("refuses another employer's lists and an unknown manager_id", async () => {
    const other = await get("/employers/1455/vacancies/active");
    expect(other.status).toBe(403);
    const manager = await list("active", "?manager_id=1");
    expect(manager.status).toBe(404);
    expect(manager.body.errors).toEqual([{ type: "not_found" }]);
  });

  it("follows the configured counts (e.g. the benchmark's 1,000 active)", async () => {
    const big = await startHhSandbox({ active: 1000, archived: 3 });
    try {
      const tokens = await userTokens(big);
      const response = await apiGet(
        big,
        `/employers/${big.employerId}/vacancies/active?per_page=50&page=19`,
        tokens.access_token,
      );
      const body = await json(response);
      expect(body).toMatchObject({ found: 1000, pages: 20, page: 19 });
      expect(body.items.at(-1).id).toBe(String(FIRST_ACTIVE_ID + 999));
      // The seed is per vacancy: the first ones are the same whatever the counts.
      const same = await apiGet(big, `/vacancies/${FIRST_ACTIVE_ID}`, tokens.access_token);
      const sameText = (await same.text()).replaceAll(big.url, sandbox.url);
      expect(JSON.parse(sameText)).toEqual((await get(`/vacancies/${FIRST_ACTIVE_ID}`)).body);
    } finally {
      await big.close();
    }
  });
});

describe("GET /vacancies/{id}", () => {
  it("has hh's field shapes: string ids, +0300 dates, old and new salary and schedule fields, HTML", async () => {
    const { status, body } = await get(`/vacancies/${FIRST_ACTIVE_ID}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: String(FIRST_ACTIVE_ID),
      name: expect.any(String),
      archived: false,
      area: { id: expect.any(String), name: expect.any(String) },
      experience: { id: expect.stringMatching(/^(noExperience|between1And3|between3And6|moreThan6)$/) },
      schedule: { id: expect.any(String), name: expect.any(String) },
      employment: { id: expect.any(String) },
      employment_form: { id: expect.any(String) },
      work_format: [{ id: expect.any(String) }],
      professional_roles: [{ id: expect.any(String), name: expect.any(String) }],
      employer: { id: sandbox.employerId },
      manager: { id: expect.any(String) },
    });
    expect(body.description).toMatch(/<(ul|ol)><li>/);
    expect(body.description).toMatch(/<strong>|<h3>/);
    for (const field of ["published_at", "created_at", "initial_created_at", "expires_at"]) {
      expect(body[field]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0300$/);
    }
    expect(body).toHaveProperty("salary");
    expect(body).toHaveProperty("salary_range");
  });

  it("covers every salary shape and both schedule vocabularies across the seed", async () => {
    const vacancies = await Promise.all(
      [
        ...Array.from({ length: 25 }, (_, i) => FIRST_ACTIVE_ID + i),
        ...Array.from({ length: 40 }, (_, i) => FIRST_ARCHIVED_ID + i),
      ].map(async (id) => (await get(`/vacancies/${id}`)).body),
    );
    const salaries = vacancies.map((vacancy) => vacancy.salary);
    expect(salaries).toContain(null);
    expect(salaries.some((s) => s && s.from !== null && s.to === null)).toBe(true);
    expect(salaries.some((s) => s && s.from === null && s.to !== null)).toBe(true);
    expect(salaries.some((s) => s && s.from !== null && s.to !== null)).toBe(true);
    expect(salaries.some((s) => s?.gross === true)).toBe(true);
    expect(salaries.some((s) => s?.gross === false)).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.salary_range?.mode.id === "SHIFT")).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.salary && vacancy.salary.currency !== "RUR")).toBe(true);
    // Old archived vacancies have only the deprecated fields, so clients must fall back.
    expect(vacancies.some((vacancy) => vacancy.salary && vacancy.salary_range === null)).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.work_format === null && vacancy.schedule)).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.internship === true)).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.key_skills.length === 0)).toBe(true);
    expect(vacancies.filter((vacancy) => vacancy.branded_description).length).toBeGreaterThan(0);
    expect(new Set(vacancies.map((vacancy) => vacancy.area.id)).size).toBeGreaterThan(4);
    expect(new Set(vacancies.map((vacancy) => vacancy.experience.id)).size).toBe(4);
  });

  it("carries a <script> and an onclick in one vacancy, to prove the importer sanitises", async () => {
    const { body } = await get(`/vacancies/${UNSAFE_VACANCY_ID}`);
    expect(body.description).toContain("<script>");
    expect(body.description).toMatch(/onclick="/);
  });

  it("answers 404 not_found for an unknown vacancy and an unknown path", async () => {
    for (const path of ["/vacancies/999", "/employers/4219870/vacancies/hidden"]) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body.errors).toEqual([{ type: "not_found" }]);
    }
  });
});

describe("GET /vacancy/{id} (alternate_url)", () => {
  it("shows the vacancy's page with the description in a sandboxed frame", async () => {
    const { body } = await get(`/vacancies/${UNSAFE_VACANCY_ID}`);
    const response = await fetch(body.alternate_url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${body.name}</h1>`);
    expect(html).toMatch(/<iframe sandbox [^>]*srcdoc="[^"]*&#60;script&#62;/);
    expect(html).not.toContain("<script>");
  });
});
