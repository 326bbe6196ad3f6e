import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { isApiError } from "../api-error";
import { createApiClient } from "../client";
import {
  DEMO_APPLICANT as APPLICANT,
  browserLikeClient,
  DEMO_EMPLOYER as EMPLOYER,
} from "../testing/real-gateway";

// The vacancy calls against the real gateway (own process, embedded throwaway database seeded
// with the demo accounts and demo vacancies).
/** A client with its own cookie jar, like a browser tab. */
const tab = () => browserLikeClient(inject("gatewayUrl")).client;

describe("vacancy calls against the real gateway", () => {
  it("pages the list with filters as filter.{name} and counts the total", async () => {
    const client = tab();
    const first = await client.vacancy.getVacancies({ city: ["Москва", "Казань"] }, { pageSize: 10 });
    expect(first.vacancies).toHaveLength(10);
    expect(first.vacancies.every((vacancy) => ["Москва", "Казань"].includes(vacancy.city ?? ""))).toBe(true);
    const second = await client.vacancy.getVacancies(
      { city: ["Москва", "Казань"] },
      { pageSize: 10, pageToken: first.nextPageToken ?? "" },
    );
    const ids = new Set([...first.vacancies, ...second.vacancies].map((vacancy) => vacancy.id));
    expect(ids.size).toBe(20);
    const { total } = await client.vacancy.getVacancyTotal({ city: ["Москва", "Казань"] });
    expect(total).toBeGreaterThanOrEqual(20);
    expect(
      (await client.vacancy.getVacancyTotal({ search: "разработчик", salaryFrom: 100_000 })).total,
    ).toBeGreaterThan(0);
    expect(await client.vacancy.getVacancyTotal({ search: "несуществующаяпрофессия" })).toEqual({
      total: 0,
      capped: false,
    });
  });

  it("likes, lists favourites, records views and applies once as the applicant", async () => {
    const client = tab();
    const auth = await client.auth.login(APPLICANT);
    const [first, second] = (await client.vacancy.getVacancies({}, { pageSize: 2 })).vacancies;
    if (!first || !second) throw new Error("the demo data has vacancies");

    await expect(client.vacancy.likeVacancy(first.id, auth.id)).resolves.toBe("liked");
    expect((await client.vacancy.getFavouriteVacancies(auth.id)).map((vacancy) => vacancy.id)).toEqual([
      first.id,
    ]);
    await client.vacancy.unlikeVacancy(first.id, auth.id);
    expect(await client.vacancy.getFavouriteVacancies(auth.id)).toEqual([]);

    expect(await client.vacancy.getViewedVacancies(auth.id, "today")).toEqual([]);
    await expect(client.vacancy.recordVacancyView(second.id, auth.id)).resolves.toBe("viewed");
    expect((await client.vacancy.getVacancy(second.id)).views).toBe(1);
    expect((await client.vacancy.getViewedVacancies(auth.id, "today")).map((vacancy) => vacancy.id)).toEqual([
      second.id,
    ]);

    const response = await client.vacancy.applyToVacancy(second.id, auth.id);
    expect(response.status).toBe("RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED");
    const again = await client.vacancy.applyToVacancy(second.id, auth.id).catch((error: unknown) => error);
    expect(isApiError(again) && again.status).toBe(409);
    expect((await client.vacancy.getVacancy(second.id)).hasApplied).toBe(true);
    const responses = await client.vacancy.getApplicantResponses(auth.id, "not_viewed");
    expect(responses.map((item) => item.vacancyId)).toContain(second.id);
  });

  it("lets the employer delete own vacancies and reject a response the applicant then sees", async () => {
    const employer = tab();
    const employerAuth = await employer.auth.login(EMPLOYER);
    const profile = await employer.employer.getProfile(employerAuth.id);
    const own = await employer.vacancy.getVacancies({ companyId: profile.company.id }, { pageSize: 50 });
    const { total: before } = await employer.vacancy.getVacancyTotal({ companyId: profile.company.id });
    expect(own.vacancies.length).toBe(before);

    const applicant = tab();
    const applicantAuth = await applicant.auth.login(APPLICANT);
    const target = own.vacancies[0];
    if (!target) throw new Error("the demo employer has vacancies");
    await applicant.vacancy.applyToVacancy(target.id, applicantAuth.id);

    // Other test files share this gateway and may edit the demo profile: compare with what it holds now.
    const applicantProfile = await applicant.profile.getApplicantProfile(applicantAuth.id);
    const applications = await employer.vacancy.getVacancyApplications(target.id);
    expect(applications).toEqual([
      expect.objectContaining({
        applicantId: applicantAuth.id,
        applicantName: applicantProfile.name,
        city: applicantProfile.city,
      }),
    ]);
    const updated = await employer.vacancy.updateApplicationStatus(
      target.id,
      applicantAuth.id,
      "RESPONSE_STATUS_REJECTED",
    );
    expect(updated.status).toBe("RESPONSE_STATUS_REJECTED");
    expect(updated.rejectionUndoUntil).toBeTruthy();
    const rejectedIds = async () =>
      (await applicant.vacancy.getApplicantResponses(applicantAuth.id, "rejected")).map(
        (item) => item.vacancyId,
      );
    // Undone within its window, the applicant never sees it.
    const undone = await employer.vacancy.undoRejection(target.id, applicantAuth.id);
    expect(undone.status).toBe("RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED");
    expect(await rejectedIds()).toEqual([]);
    // Not undone, the applicant sees it once the window (5 s) is over.
    await employer.vacancy.updateApplicationStatus(target.id, applicantAuth.id, "RESPONSE_STATUS_REJECTED");
    await expect.poll(rejectedIds, { timeout: 60_000, interval: 500 }).toEqual([target.id]);
    const late = await employer.vacancy
      .undoRejection(target.id, applicantAuth.id)
      .catch((error: unknown) => error);
    expect(isApiError(late) && late.status).toBe(409);

    const victims = own.vacancies.slice(-2).map((vacancy) => vacancy.id);
    const refused = await applicant.vacancy.deleteVacancies(victims).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(403);
    const deleted = await employer.vacancy.deleteVacancies(victims);
    expect(new Set(deleted.deletedIds)).toEqual(new Set(victims));
    expect((await employer.vacancy.getVacancyTotal({ companyId: profile.company.id })).total).toBe(
      before - 2,
    );
  });
});

describe("personal lists", () => {
  it("lets the employer write a draft, replace it and archive it, with the pay rules' message on a refusal", async () => {
    // Never published: the other tests' lists stay as they are.
    const employer = tab();
    await employer.auth.login(EMPLOYER);
    const written = {
      title: "Черновик клиента API",
      description: "<p>Текст</p>",
      city: "Пермь",
      salaryFrom: 50_000,
      salaryTo: 80_000,
    };
    const draft = await employer.vacancy.createVacancy(written);
    expect(draft).toMatchObject({ title: written.title, status: "VACANCY_STATUS_DRAFT" });
    const replaced = await employer.vacancy.replaceVacancy(draft.id, {
      ...written,
      title: "Черновик, исправлен",
    });
    expect(replaced.title).toBe("Черновик, исправлен");
    const refusal = await employer.vacancy
      .replaceVacancy(draft.id, { ...written, salaryTo: 200_000 })
      .catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.status).toBe(400);
    expect(isApiError(refusal) && refusal.message).toBe(
      "Разница в зарплате слишком велика: «до» может быть больше «от» не более чем в 2 раза",
    );
    const archived = await employer.vacancy.setVacancyStatus(draft.id, "VACANCY_STATUS_ARCHIVED");
    expect(archived.status).toBe("VACANCY_STATUS_ARCHIVED");
  });

  it("turn a 404 (nothing yet) into an empty list and keep other failures", async () => {
    let status = 404;
    const server = createHttpServer((_req, res) =>
      res.writeHead(status, { "content-type": "application/json" }).end('{"message":"no"}'),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    try {
      await expect(client.vacancy.getFavouriteVacancies("a")).resolves.toEqual([]);
      await expect(client.vacancy.getViewedVacancies("a", "week")).resolves.toEqual([]);
      await expect(client.vacancy.getApplicantResponses("a")).resolves.toEqual([]);
      status = 403;
      const error = await client.vacancy.getFavouriteVacancies("a").catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(403);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
