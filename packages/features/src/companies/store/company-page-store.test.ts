import { ApiError } from "@rabota/api-client";
import type { PublicCompanyDto } from "@rabota/domain/wire/companies";
import type { ReviewDto, ReviewListResponse } from "@rabota/domain/wire/reviews";
import { describe, expect, it, vi } from "vitest";
import { type CompaniesApi, createCompanyPageStore, servedCompanyOf } from "./company-page-store";

const company: PublicCompanyDto = {
  id: "c1",
  name: "Ромашка",
  city: "Москва",
  logoUrl: null,
  description: "Цветы с доставкой",
  website: "https://romashka.example",
  verification: null,
  responseRate: { responses: 10, answered: 9, rate: 0.9, medianHours: 30 },
  rating: null,
  feedbackCount: 0,
  activeVacancies: 2,
  createdAt: "2026-01-10T09:00:00.000Z",
};

const review = (id: string, patch: Partial<ReviewDto> = {}): ReviewDto => ({
  id,
  companyId: "c1",
  rating: 4,
  text: "Быстро ответили на отклик и пригласили на собеседование",
  pros: null,
  cons: null,
  author: null,
  relation: "responded",
  relationYear: 2026,
  status: "published",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  reply: null,
  mine: false,
  ...patch,
});

const listOf = (reviews: ReviewDto[], patch: Partial<ReviewListResponse> = {}): ReviewListResponse => ({
  reviews,
  nextPageToken: null,
  rating: reviews.length ? 4 : null,
  count: reviews.length,
  mine: null,
  canReview: false,
  ...patch,
});

function fakeApi(overrides: Partial<CompaniesApi> = {}): CompaniesApi {
  return {
    getCompany: vi.fn(async () => company),
    companyVacancies: vi.fn(async () => ({ vacancies: [], nextPageToken: null })),
    listReviews: vi.fn(async () => listOf([review("r1")], { nextPageToken: "t2" })),
    createReview: vi.fn(),
    updateReview: vi.fn(),
    replyToReview: vi.fn(),
    ...overrides,
  };
}

describe("company page store", () => {
  it("loads the company, its vacancies and reviews together, and hands them to the browser", async () => {
    const api = fakeApi();
    const store = createCompanyPageStore({ api });
    await store.getState().actions.load("c1");
    expect(store.getState().status).toBe("ready");
    expect(store.getState().page?.company.name).toBe("Ромашка");
    expect(store.getState().page?.reviews.items.map((item) => item.id)).toEqual(["r1"]);
    const served = servedCompanyOf(store.getState());
    const browser = createCompanyPageStore({ api: fakeApi(), served: served ?? undefined });
    expect(browser.getState().status).toBe("ready");
    await browser.getState().actions.load("c1");
    // The served page is the one shown: nothing asked again.
    expect(api.getCompany).toHaveBeenCalledTimes(1);
  });

  it("says 404 for an unknown company", async () => {
    const api = fakeApi({
      getCompany: vi.fn(async () => {
        throw new ApiError({ code: "NOT_FOUND", status: 404, message: "company not found" });
      }),
    });
    const store = createCompanyPageStore({ api });
    await store.getState().actions.load("nope");
    expect(store.getState()).toMatchObject({ status: "error", notFound: true, page: null });
  });

  it("appends the next page of reviews without repeating one", async () => {
    const listReviews = vi
      .fn<CompaniesApi["listReviews"]>()
      .mockResolvedValueOnce(listOf([review("r1")], { nextPageToken: "t2" }))
      .mockResolvedValueOnce(listOf([review("r1"), review("r2")], { nextPageToken: null }));
    const store = createCompanyPageStore({ api: fakeApi({ listReviews }) });
    await store.getState().actions.load("c1");
    await store.getState().actions.loadMoreReviews();
    expect(listReviews).toHaveBeenLastCalledWith("c1", { pageToken: "t2" });
    expect(store.getState().page?.reviews.items.map((item) => item.id)).toEqual(["r1", "r2"]);
    expect(store.getState().page?.reviews.nextPageToken).toBeNull();
  });

  it("puts a new review first and reads the company's figures again", async () => {
    const mine = review("r9", { rating: 5, mine: true });
    const listReviews = vi
      .fn<CompaniesApi["listReviews"]>()
      .mockResolvedValueOnce(listOf([review("r1")], { canReview: true }))
      .mockResolvedValueOnce(listOf([mine, review("r1")], { rating: 4.5, count: 2, mine }));
    const getCompany = vi
      .fn<CompaniesApi["getCompany"]>()
      .mockResolvedValueOnce(company)
      .mockResolvedValueOnce({ ...company, rating: 4.5, feedbackCount: 2 });
    const createReview = vi.fn(async () => mine);
    const store = createCompanyPageStore({ api: fakeApi({ listReviews, getCompany, createReview }) });
    await store.getState().actions.load("c1");
    const result = await store.getState().actions.saveReview({ rating: 5, text: "x".repeat(30) });
    expect(result.ok).toBe(true);
    const { page } = store.getState();
    expect(page?.reviews.items.map((item) => item.id)).toEqual(["r9", "r1"]);
    expect(page?.reviews).toMatchObject({ rating: 4.5, count: 2, canReview: false });
    expect(page?.reviews.mine?.id).toBe("r9");
    expect(page?.company).toMatchObject({ rating: 4.5, feedbackCount: 2 });
  });

  it("edits the viewer's own review instead of writing a second", async () => {
    const mine = review("r1", { mine: true });
    const updateReview = vi.fn(async () => ({ ...mine, rating: 2 }));
    const store = createCompanyPageStore({
      api: fakeApi({ listReviews: vi.fn(async () => listOf([mine], { mine })), updateReview }),
    });
    await store.getState().actions.load("c1");
    await store.getState().actions.saveReview({ rating: 2, text: mine.text });
    expect(updateReview).toHaveBeenCalledWith("c1", "r1", { rating: 2, text: mine.text });
    expect(store.getState().page?.reviews.items[0]?.rating).toBe(2);
  });

  it("turns the server's refusals into the form's messages", async () => {
    const refuse = (error: ApiError) => vi.fn(async () => Promise.reject(error));
    const cases: [ApiError, unknown][] = [
      [
        new ApiError({
          code: "VALIDATION",
          status: 400,
          message: "invalid",
          issues: [{ path: ["text"], message: "Напишите хотя бы 30 символов" }],
        }),
        { fields: { text: "Напишите хотя бы 30 символов" } },
      ],
      [
        new ApiError({ code: "FORBIDDEN", status: 403, message: "forbidden" }),
        { form: "Отзыв могут оставить те, кто откликался на вакансии компании или был ею приглашён" },
      ],
      [
        new ApiError({
          code: "CONFLICT",
          status: 409,
          message: "Вы уже оставили отзыв об этой компании — его можно изменить",
        }),
        { form: "Вы уже оставили отзыв об этой компании — его можно изменить" },
      ],
    ];
    for (const [error, failure] of cases) {
      const store = createCompanyPageStore({ api: fakeApi({ createReview: refuse(error) }) });
      await store.getState().actions.load("c1");
      expect(await store.getState().actions.saveReview({ rating: 5, text: "x".repeat(30) })).toEqual({
        ok: false,
        failure,
      });
    }
  });

  it("shows a member's reply under its review", async () => {
    const replied = review("r1", { reply: { text: "Спасибо!", createdAt: "2026-11-21T10:00:00.000Z" } });
    const replyToReview = vi.fn(async () => replied);
    const store = createCompanyPageStore({ api: fakeApi({ replyToReview }) });
    await store.getState().actions.load("c1");
    await store.getState().actions.reply("r1", { text: "Спасибо!" });
    expect(replyToReview).toHaveBeenCalledWith("c1", "r1", { text: "Спасибо!" });
    expect(store.getState().page?.reviews.items[0]?.reply?.text).toBe("Спасибо!");
  });
});
