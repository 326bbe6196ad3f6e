import { ApiError } from "@rabota/api-client";
import type { CandidateApplicationDto } from "@rabota/domain/wire/vacancy";
import { clearToasts, Toaster } from "@rabota/ui/toast";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VacanciesApi } from "../store/vacancies-store";
import { VacanciesStoreProvider } from "../store/vacancies-store-provider";
import { CandidateApplications } from "./candidate-applications";

afterEach(() => {
  cleanup();
  clearToasts();
});

const response = (vacancyId: string, vacancyTitle: string): CandidateApplicationDto => ({
  vacancyId,
  vacancyTitle,
  applicantId: "a1",
  applicantName: "Анна",
  applicantSurname: "Смирнова",
  appliedAt: "2025-10-28T09:00:00.000Z",
  status: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
});

/** Only the calls the candidate's list makes; any other is a test's mistake. */
function fakeApi(overrides: Partial<VacanciesApi> = {}): VacanciesApi {
  return {
    getCandidateApplications: vi.fn(async () => [
      response("v2", "Инженер данных"),
      response("v1", "Аналитик данных"),
    ]),
    ...overrides,
  } as VacanciesApi;
}

function renderList(api: VacanciesApi, onOpenVacancy = vi.fn()) {
  render(
    <VacanciesStoreProvider api={api}>
      <CandidateApplications
        applicantId="a1"
        vacancyHref={(id) => `/vacancies/detail/${id}`}
        onOpenVacancy={onOpenVacancy}
        renderActions={(item) => <button type="button">Написать {item.vacancyId}</button>}
      />
    </VacanciesStoreProvider>,
  );
  return screen.getByRole("region", { name: "Отклики на вакансии компании" });
}

describe("CandidateApplications", () => {
  it("lists each response with its vacancy's link, date, status and actions, the page's own among them", async () => {
    const onOpenVacancy = vi.fn();
    const section = renderList(fakeApi(), onOpenVacancy);
    const rows = await within(section).findAllByTestId("application");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Инженер данных",
      "Аналитик данных",
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/vacancies/detail/v2");
    expect(first.textContent).toContain("отклик от 28.10.2025");
    expect(first.textContent).toContain("Не просмотрен");
    for (const name of ["Пригласить", "Отказать", "Написать v2"])
      expect(within(first).getByRole("button", { name })).toBeTruthy();
    fireEvent.click(within(first).getByRole("link"));
    expect(onOpenVacancy).toHaveBeenCalledWith("/vacancies/detail/v2");
  });

  it("invites from the row, which then shows «Приглашение» with the message", async () => {
    // The gateway answers with the application alone, no vacancy title.
    const inviteApplicant = vi.fn(async (vacancyId: string, _applicantId: string, message: string) => {
      const { vacancyTitle: _, ...application } = response(vacancyId, "");
      return { ...application, status: "RESPONSE_STATUS_INVITED" as const, invitationMessage: message };
    });
    const section = renderList(fakeApi({ inviteApplicant }));
    const row = (await within(section).findAllByTestId("application"))[1] as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Пригласить" }));
    const dialog = screen.getByRole("dialog", { name: "Пригласить кандидата" });
    fireEvent.change(within(dialog).getByLabelText(/Сообщение кандидату/), {
      target: { value: "Ждём в четверг" },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Пригласить" })));
    expect(inviteApplicant).toHaveBeenCalledWith("v1", "a1", "Ждём в четверг");
    expect(row.textContent).toContain("Приглашение");
    expect(within(row).getByTestId("application-invitation").textContent).toBe("Ждём в четверг");
    // The title stays: the invitation's answer does not carry it.
    expect(within(row).getByRole("link").textContent).toBe("Аналитик данных");
    expect(within(row).queryByRole("button", { name: "Пригласить" })).toBeNull();
  });

  it("says how long to wait when the gateway refuses an invitation for sending too many (429)", async () => {
    const message = "Слишком много запросов. Повторите через 42 секунды.";
    const inviteApplicant = vi.fn(async () => {
      throw new ApiError({ code: "RATE_LIMITED", status: 429, message, serverMessage: message });
    });
    render(<Toaster />);
    const section = renderList(fakeApi({ inviteApplicant }));
    const row = (await within(section).findAllByTestId("application"))[0] as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Пригласить" }));
    const dialog = screen.getByRole("dialog", { name: "Пригласить кандидата" });
    fireEvent.change(within(dialog).getByLabelText(/Сообщение кандидату/), { target: { value: "Ждём" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Пригласить" })));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText("Не удалось отправить приглашение")).toBeNull();
  });

  it("names the vacancy in the rejection's question", async () => {
    const section = renderList(fakeApi());
    const row = (await within(section).findAllByTestId("application"))[0] as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Отказать" }));
    const dialog = screen.getByRole("dialog", { name: "Отказать кандидату?" });
    expect(dialog.textContent).toContain("Анна Смирнова получит отказ по вакансии «Инженер данных».");
  });

  it("offers a retry when the responses fail to load", async () => {
    const getCandidateApplications = vi
      .fn<VacanciesApi["getCandidateApplications"]>()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce([response("v1", "Аналитик данных")]);
    const section = renderList(fakeApi({ getCandidateApplications }));
    expect((await within(section).findByRole("alert")).textContent).toContain(
      "Не удалось загрузить отклики.",
    );
    fireEvent.click(within(section).getByRole("button", { name: "Повторить" }));
    expect(await within(section).findByTestId("application")).toBeTruthy();
  });
});
