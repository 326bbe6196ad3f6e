import type { PublicCompanyDto } from "@rabota/domain/wire/companies";
import type { ReviewDto } from "@rabota/domain/wire/reviews";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompaniesApi, CompanyPageData } from "../store/company-page-store";
import { CompanyPageStoreProvider } from "../store/company-page-store-provider";
import { CompanyProfile, type CompanyViewer } from "./company-profile";

afterEach(cleanup);

const company: PublicCompanyDto = {
  id: "c1",
  name: "Ромашка",
  city: "Москва",
  logoUrl: null,
  description: "Цветы с доставкой",
  website: "https://romashka.example/",
  verification: {
    legalName: "ООО «Ромашка»",
    inn: "7707083893",
    ogrn: "1027700132195",
    registeredOn: "1991-06-20",
    verifiedAt: "2026-11-01T10:00:00.000Z",
  },
  responseRate: { responses: 10, answered: 9, rate: 0.9, medianHours: 30 },
  rating: 4.6,
  feedbackCount: 12,
  activeVacancies: 0,
  createdAt: "2026-01-10T09:00:00.000Z",
};

const review: ReviewDto = {
  id: "r1",
  companyId: "c1",
  rating: 4,
  text: "Быстро ответили на отклик и пригласили на собеседование",
  pros: "Вежливые",
  cons: null,
  author: null,
  relation: "invited",
  relationYear: 2026,
  status: "published",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  reply: { text: "Спасибо за отзыв!", createdAt: "2026-11-21T10:00:00.000Z" },
  mine: false,
};

function pageOf(
  patch: Partial<CompanyPageData["reviews"]> = {},
  companyPatch: Partial<PublicCompanyDto> = {},
) {
  return {
    company: { ...company, ...companyPatch },
    vacancies: { items: [], nextPageToken: null, more: "idle" as const },
    reviews: {
      items: [review],
      nextPageToken: null,
      more: "idle" as const,
      rating: 4.6,
      count: 12,
      mine: null,
      canReview: false,
      ...patch,
    },
  };
}

function renderPage(page: CompanyPageData, viewer: CompanyViewer, api: Partial<CompaniesApi> = {}) {
  const fullApi = {
    getCompany: vi.fn(async () => page.company),
    companyVacancies: vi.fn(async () => ({ vacancies: [], nextPageToken: null })),
    listReviews: vi.fn(async () => ({ ...page.reviews, reviews: page.reviews.items })),
    createReview: vi.fn(),
    updateReview: vi.fn(),
    replyToReview: vi.fn(),
    ...api,
  } as CompaniesApi;
  render(
    <CompanyPageStoreProvider api={fullApi} served={{ companyId: "c1", page }}>
      <CompanyProfile page={page} viewer={viewer} renderVacancy={(vacancy) => vacancy.title} />
    </CompanyPageStoreProvider>,
  );
  return fullApi;
}

describe("CompanyProfile", () => {
  it("shows the company, its verification, rating and a review with its reply", () => {
    renderPage(pageOf(), { role: null });
    expect(screen.getByRole("heading", { level: 1, name: "Ромашка" })).toBeTruthy();
    expect(screen.getByText("Проверенная компания")).toBeTruthy();
    expect(screen.getByText("ООО «Ромашка»")).toBeTruthy();
    expect(screen.getByText("7707083893")).toBeTruthy();
    expect(screen.getByText("зарегистрирована 20 июня 1991")).toBeTruthy();
    expect(screen.getByTestId("company-rating").textContent).toBe("4,612 отзывов");
    expect(screen.getByText("Отвечает на 90 % откликов, обычно в течение 2 дней")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Оценка 4 из 5" })).toBeTruthy();
    expect(screen.getByText("Был приглашён в 2026")).toBeTruthy();
    expect(screen.getByText("Аноним")).toBeTruthy();
    expect(screen.getByText("20.11.2026")).toBeTruthy();
    expect(screen.getByText("Спасибо за отзыв!")).toBeTruthy();
    expect(screen.getByText("Войдите, чтобы оставить отзыв")).toBeTruthy();
    expect(screen.getByText("Сейчас открытых вакансий нет")).toBeTruthy();
  });

  it("says «Нет отзывов» for a company without reviews, never a number", () => {
    renderPage(pageOf({ items: [], rating: null, count: 0 }, { rating: null, feedbackCount: 0 }), {
      role: null,
    });
    expect(screen.getByTestId("company-rating").textContent).toBe("Нет отзывов");
  });

  it("checks a review with the domain's messages before sending it, then publishes it", async () => {
    const created: ReviewDto = { ...review, id: "r2", reply: null, mine: true, rating: 5 };
    const api = renderPage(
      pageOf({ canReview: true }),
      { role: "applicant" },
      {
        createReview: vi.fn(async () => created),
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Опубликовать" }));
    expect(await screen.findByText("Поставьте оценку от 1 до 5")).toBeTruthy();
    expect(screen.getByText("Напишите хотя бы 30 символов")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "5 из 5" }));
    fireEvent.change(screen.getByLabelText("Отзыв"), { target: { value: created.text } });
    expect(screen.getByText(`${created.text.length} / 3 000`)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /Подписать отзыв именем/ }));
    fireEvent.click(screen.getByRole("button", { name: "Опубликовать" }));
    await waitFor(() =>
      expect(api.createReview).toHaveBeenCalledWith("c1", {
        rating: 5,
        text: created.text,
        signed: true,
      }),
    );
  });

  it("offers «Ответить» to the company's members on reviews without a reply", () => {
    renderPage(pageOf({ items: [{ ...review, reply: null }] }), { role: "employer", companyId: "c1" });
    expect(screen.getByRole("button", { name: "Ответить" })).toBeTruthy();
    cleanup();
    renderPage(pageOf({ items: [{ ...review, reply: null }] }), { role: "employer", companyId: "c2" });
    expect(screen.queryByRole("button", { name: "Ответить" })).toBeNull();
  });
});
