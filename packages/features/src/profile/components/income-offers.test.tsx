import type { ApplicantProfileDto } from "@rabota/domain/wire/profile";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProfileApi } from "../store/profile-store";
import {
  ProfileStoreProvider,
  useApplicantProfile,
  useApplicantProfileLoad,
} from "../store/profile-store-provider";
import { ApplicantProfileView } from "./applicant-profile-view";
import { IncomeOffers } from "./income-offers";

afterEach(cleanup);

const dto = (preferredIncome: number | null): ApplicantProfileDto => ({
  id: "a1",
  email: "anna@mail.ru",
  name: "Анна",
  surname: "Смирнова",
  city: "Казань",
  dateOfBirth: "1995-04-12",
  contacts: null,
  educations: [],
  experiences: [],
  skills: [],
  personalQualities: [],
  goals: { preferredIncome },
});

function Profile() {
  useApplicantProfileLoad("a1");
  const profile = useApplicantProfile();
  if (!profile) return null;
  return (
    <ApplicantProfileView
      profile={profile}
      onEdit={vi.fn()}
      incomeOffers={<IncomeOffers hrefOf={(amount) => `/vacancies?filter.salaryFrom=${amount}`} />}
    />
  );
}

function renderProfile(preferredIncome: number | null, total: number, capped = false) {
  const countVacanciesFrom = vi.fn(async () => ({ total, capped }));
  const api = {
    getProfile: vi.fn(async () => dto(preferredIncome)),
    countVacanciesFrom,
  } as unknown as ProfileApi;
  render(
    <ProfileStoreProvider api={api}>
      <Profile />
    </ProfileStoreProvider>,
  );
  return countVacanciesFrom;
}

describe("IncomeOffers (issue 45)", () => {
  it("counts the active vacancies whose pay reaches the wanted income, linked to that list", async () => {
    const count = renderProfile(150_000, 23);
    const line = await screen.findByTestId("income-offers");
    expect(line.textContent).toBe("Вилка доходит до 150\u00a0000 ₽ и выше в 23 активных вакансиях");
    expect(screen.getByRole("link", { name: "в 23 активных вакансиях" }).getAttribute("href")).toBe(
      "/vacancies?filter.salaryFrom=150000",
    );
    expect(count).toHaveBeenCalledWith(150_000);
  });

  it("says one vacancy, and more than a capped count", async () => {
    renderProfile(90_000, 1);
    expect((await screen.findByTestId("income-offers")).textContent).toContain("в 1 активной вакансии");
    cleanup();
    renderProfile(90_000, 1000, true);
    expect((await screen.findByTestId("income-offers")).textContent).toContain(
      "более чем в 1\u00a0000 активных вакансиях",
    );
  });

  it("says when none reaches it", async () => {
    renderProfile(900_000, 0);
    expect((await screen.findByTestId("income-offers")).textContent).toBe(
      "Пока нет активных вакансий, где вилка доходит до 900\u00a0000 ₽",
    );
  });

  it("asks nothing without a wanted income", async () => {
    const count = renderProfile(null, 5);
    await screen.findByText("Анна Смирнова");
    await act(async () => undefined);
    expect(count).not.toHaveBeenCalled();
    expect(screen.queryByTestId("income-offers")).toBeNull();
  });
});
