import { REVIEW_MESSAGES } from "@rabota/domain/wire/reviews";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, PASSWORD, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";

const TEXT = "Ответили на отклик за день, на собеседовании честно рассказали о задачах и зарплате.";

/** Company reviews (issue 42): who may write them, one each, the company's reply, the rating on every card. */
describe.each(testDatabases())("company reviews on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let rival: TestClient;
  let companyId: string;
  let rivalCompanyId: string;
  let vacancyId: string;
  const applicants: { client: TestClient; id: string }[] = [];
  let stranger: TestClient;

  const reviewsPath = (company = companyId) => `/v1/company/${company}/reviews`;
  /** The company as the vacancy list's cards and the vacancy page carry it. */
  async function cardCompany(client: TestClient = stranger) {
    const list = (await client.get(`/v1/vacancy?filter.companyId=${companyId}`)).json().vacancies as {
      company: { rating: number | null; feedbackCount: number };
    }[];
    const page = (await client.get(`/v1/vacancy/${vacancyId}`)).json().vacancy.company;
    expect(list.length).toBeGreaterThan(0);
    for (const card of list)
      expect(card.company).toMatchObject({ rating: page.rating, feedbackCount: page.feedbackCount });
    return page as { rating: number | null; feedbackCount: number };
  }

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    employer = gateway.client();
    rival = gateway.client();
    stranger = gateway.client();
    const employerId = await registerEmployer(employer, "hr@reviews.ru", "Ромашка");
    const rivalId = await registerEmployer(rival, "hr@rival.ru", "Василёк");
    for (const [client, email] of [
      [employer, "hr@reviews.ru"],
      [rival, "hr@rival.ru"],
    ] as const)
      expect((await login(client, email)).statusCode).toBe(200);
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    rivalCompanyId = (await findEmployerCompanyId(gateway.database.db, rivalId)) as string;
    const random = createRandom(42);
    [vacancyId = ""] = await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: Array.from({ length: 3 }, () => ({
        vacancy: { ...generateVacancy(random), status: "VACANCY_STATUS_ACTIVE" as const },
        createdAt: gateway.clock.now(),
      })),
    });
    for (const email of ["anna@reviews.ru", "boris@reviews.ru", "vera@reviews.ru"]) {
      const client = gateway.client();
      const id = await registerApplicant(client, email);
      expect((await login(client, email)).statusCode).toBe(200);
      applicants.push({ client, id });
    }
    const [anna, boris] = applicants as [(typeof applicants)[0], (typeof applicants)[0]];
    expect((await anna.client.post(`/v1/vacancy/${vacancyId}/response/${anna.id}`)).statusCode).toBe(200);
    expect((await boris.client.post(`/v1/vacancy/${vacancyId}/response/${boris.id}`)).statusCode).toBe(200);
    const invite = `/v1/vacancy/${vacancyId}/responses/${boris.id}/invitation`;
    expect((await employer.post(invite, { message: "Приходите на собеседование" })).statusCode).toBe(200);
  });
  afterAll(() => gateway.close());

  it("shows no rating for a company without reviews", async () => {
    expect(await cardCompany()).toMatchObject({ rating: null, feedbackCount: 0 });
    const list = (await stranger.get(reviewsPath())).json();
    expect(list).toMatchObject({ reviews: [], rating: null, count: 0, mine: null, canReview: false });
  });

  it("lets only applicants who responded or were invited write one, once", async () => {
    const [anna, boris, vera] = applicants as [
      (typeof applicants)[0],
      (typeof applicants)[0],
      (typeof applicants)[0],
    ];
    expect((await stranger.post(reviewsPath(), { rating: 5, text: TEXT })).statusCode).toBe(401);
    expect((await employer.post(reviewsPath(), { rating: 5, text: TEXT })).statusCode).toBe(403);
    const refused = await vera.client.post(reviewsPath(), { rating: 1, text: TEXT });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Отзыв могут оставить те, кто откликался на вакансии компании или был ею приглашён",
    );
    expect((await vera.client.get(reviewsPath())).json().canReview).toBe(false);
    expect((await anna.client.get(reviewsPath())).json().canReview).toBe(true);

    const year = new Date(gateway.clock.now()).getUTCFullYear();
    const created = await anna.client.post(reviewsPath(), { rating: 5, text: TEXT, pros: "Честность" });
    expect(created.statusCode).toBe(201);
    expect(created.json().review).toMatchObject({
      rating: 5,
      author: null,
      relation: "responded",
      relationYear: year,
      status: "published",
      mine: true,
      reply: null,
      pros: "Честность",
      cons: null,
    });
    const again = await anna.client.post(reviewsPath(), { rating: 1, text: TEXT });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Вы уже оставили отзыв об этой компании — его можно изменить");

    gateway.clock.advance(60_000);
    const signed = await boris.client.post(reviewsPath(), { rating: 2, text: TEXT, signed: true });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().review).toMatchObject({ relation: "invited", author: "Анна Смирнова" });
  });

  it("keeps every card's rating equal to the mean of the stored reviews", async () => {
    expect(await cardCompany()).toEqual(expect.objectContaining({ rating: 3.5, feedbackCount: 2 }));
    const list = (await stranger.get(reviewsPath())).json();
    expect(list).toMatchObject({ rating: 3.5, count: 2, mine: null, canReview: false });
    expect(list.reviews.map((review: { rating: number }) => review.rating)).toEqual([2, 5]);
    expect(list.reviews.every((review: { mine: boolean }) => !review.mine)).toBe(true);

    const [anna] = applicants as [(typeof applicants)[0]];
    const own = (await anna.client.get(reviewsPath())).json().mine;
    const edited = await anna.client.request({
      method: "PUT",
      url: `${reviewsPath()}/${own.id}`,
      payload: { rating: 4, text: TEXT },
    });
    expect(edited.statusCode).toBe(200);
    expect(await cardCompany()).toEqual(expect.objectContaining({ rating: 3, feedbackCount: 2 }));
    const [, boris] = applicants as [(typeof applicants)[0], (typeof applicants)[0]];
    expect(
      (
        await boris.client.request({
          method: "PUT",
          url: `${reviewsPath()}/${own.id}`,
          payload: { rating: 1, text: TEXT },
        })
      ).statusCode,
    ).toBe(404);
    // The other company's cards never show this one's reviews.
    expect((await stranger.get(reviewsPath(rivalCompanyId))).json()).toMatchObject({
      rating: null,
      count: 0,
    });
  });

  it("pages the reviews newest first", async () => {
    const first = (await stranger.get(`${reviewsPath()}?pageSize=1`)).json();
    expect(first.reviews).toHaveLength(1);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = (
      await stranger.get(`${reviewsPath()}?pageSize=1&pageToken=${first.nextPageToken}`)
    ).json();
    expect(second.reviews).toHaveLength(1);
    expect(second.reviews[0].id).not.toBe(first.reviews[0].id);
    expect(second.nextPageToken).toBeNull();
    expect((await stranger.get(`${reviewsPath()}?pageToken=forged`)).statusCode).toBe(400);
  });

  it("takes one reply from an active member of the company, and no other company's", async () => {
    const reviewId = (await stranger.get(reviewsPath())).json().reviews[0].id as string;
    const path = `${reviewsPath()}/${reviewId}/reply`;
    expect((await rival.post(path, { text: "Спасибо!" })).statusCode).toBe(403);
    expect((await stranger.post(path, { text: "Спасибо!" })).statusCode).toBe(401);
    const replied = await employer.post(path, { text: "Спасибо за отзыв, учтём." });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().review.reply).toMatchObject({ text: "Спасибо за отзыв, учтём." });
    expect((await employer.post(path, { text: "Ещё раз спасибо" })).statusCode).toBe(409);
    const listed = (await stranger.get(reviewsPath())).json().reviews[0];
    expect(listed.reply.text).toBe("Спасибо за отзыв, учтём.");
  });

  it("refuses HTML, NUL, a text too short or too long and a bad rating with a 400, storing nothing", async () => {
    const [, , vera] = applicants as [(typeof applicants)[0], (typeof applicants)[0], (typeof applicants)[0]];
    expect((await vera.client.post(`/v1/vacancy/${vacancyId}/response/${vera.id}`)).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 5, text: `${TEXT} <script>alert(1)</script>` }, REVIEW_MESSAGES.noHtml],
      [{ rating: 5, text: "x".repeat(10_000) }, REVIEW_MESSAGES.textTooLong],
      [{ rating: 5, text: "Коротко" }, REVIEW_MESSAGES.textTooShort],
      [{ rating: 6, text: TEXT }, REVIEW_MESSAGES.ratingRequired],
      [{ rating: 4.5, text: TEXT }, REVIEW_MESSAGES.ratingRequired],
    ];
    for (const [body, message] of cases) {
      const refused = await vera.client.post(reviewsPath(), body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([expect.objectContaining({ message })]);
    }
    const nul = await vera.client.post(reviewsPath(), { rating: 5, text: `${TEXT}\u0000` });
    expect(nul.statusCode).toBe(400);
    expect((await stranger.get(reviewsPath())).json().count).toBe(2);
    expect((await vera.client.get(reviewsPath())).json()).toMatchObject({ mine: null, canReview: true });
  });

  it("exports the author's reviews, and erases them with the account, counting the rating again", async () => {
    const [anna] = applicants as [(typeof applicants)[0]];
    const exported = (await anna.client.get("/v1/account/export")).json();
    expect(exported.applicant.reviews).toEqual([
      expect.objectContaining({ companyName: "Ромашка", rating: 4, status: "published" }),
    ]);
    expect(exported.complaints).toEqual([]);
    const before = await cardCompany();
    const deleted = await anna.client.request({
      method: "DELETE",
      url: "/v1/account",
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await cardCompany()).toEqual(
      expect.objectContaining({ feedbackCount: before.feedbackCount - 1, rating: 2 }),
    );
  });

  it("answers 404 for an unknown company", async () => {
    expect((await stranger.get(`/v1/company/${crypto.randomUUID()}/reviews`)).statusCode).toBe(404);
    expect((await stranger.get("/v1/company/not-a-uuid/reviews")).statusCode).toBe(404);
  });
});
