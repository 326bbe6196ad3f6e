import { ApiError } from "@rabota/api-client";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CandidatesApi } from "../store/candidates-store";
import { CandidatesStoreProvider } from "../store/candidates-store-provider";
import { card, fakeApi, profile, sent } from "../store/fake-api";
import { CandidateSearch } from "./candidate-search";
import { ContactRequests } from "./contact-requests";
import { FoundCandidate } from "./found-candidate";
import { VisibilitySection } from "./visibility-section";

afterEach(cleanup);

const withStore = (api: CandidatesApi, children: ReactNode) =>
  render(<CandidatesStoreProvider api={api}>{children}</CandidatesStoreProvider>);

describe("«Видимость резюме»", () => {
  it("saves the switch, the fields and a suggested company, then states the consent", async () => {
    const api = fakeApi();
    withStore(api, <VisibilitySection applicantId="me" />);
    fireEvent.click(await screen.findByRole("switch", { name: "Показывать резюме работодателям в поиске" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Фамилия" }));
    fireEvent.click(screen.getByRole("button", { name: "Скрыть от компании ООО «Ромашка»" }));
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Настройки видимости сохранены")).toBeTruthy();
    expect(api.setVisibility).toHaveBeenCalledWith("me", {
      searchable: true,
      fields: { surname: true, photo: false, birthDate: false, contacts: false, employers: false },
      hiddenFrom: ["c-romashka"],
    });
    expect(screen.getByTestId("visibility-consent").textContent).toMatch(
      /^Согласие на распространение персональных данных дано 07\.12\.2026, \d\d:30 \(текст согласия от 07\.12\.2026\)\.$/,
    );
  });
});

describe("«Запросы контактов»", () => {
  it("opens the contacts to a company: the status follows and the buttons go", async () => {
    const api = fakeApi();
    withStore(api, <ContactRequests />);
    const item = (await screen.findByRole("heading", { name: "ООО «Вектор»" })).closest("li") as HTMLElement;
    expect(within(item).getByText("Ждёт ответа")).toBeTruthy();
    fireEvent.click(within(item).getByRole("button", { name: "Открыть контакты компании ООО «Вектор»" }));
    await waitFor(() => expect(within(item).getByText("Контакты открыты")).toBeTruthy());
    expect(api.decideContactRequest).toHaveBeenCalledWith("r1", "accept");
    expect(within(item).queryByRole("button")).toBeNull();
  });
});

describe("the employer's search", () => {
  it("shows the total, the cards and «Показать ещё»", async () => {
    const api = fakeApi({
      search: vi
        .fn()
        .mockResolvedValueOnce({ candidates: [card("a1"), card("a2")], nextPageToken: "p2" })
        .mockResolvedValueOnce({
          candidates: [card("a3", { name: "Пётр", position: "Кладовщик" })],
          nextPageToken: null,
        }),
    });
    withStore(
      api,
      <CandidateSearch
        filters={{ skills: ["1С"] }}
        onApply={() => {}}
        candidateHref={(id) => `/candidates/${id}`}
      />,
    );
    expect((await screen.findByTestId("candidate-total")).textContent).toBe("Найдено 3 резюме");
    expect(screen.getAllByTestId("candidate-card")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Показать ещё" }));
    expect(await screen.findByRole("link", { name: "Кладовщик" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Показать ещё" })).toBeNull();
  });

  it("says so when nobody is found", async () => {
    withStore(
      fakeApi({ search: async () => ({ candidates: [], nextPageToken: null }), total: async () => 0 }),
      <CandidateSearch filters={{}} onApply={() => {}} candidateHref={(id) => id} />,
    );
    expect(await screen.findByRole("heading", { name: "Никого не нашли" })).toBeTruthy();
  });
});

describe("a found person's page", () => {
  it("shows only the allowed fields, asks for the contacts and shows them once accepted", async () => {
    const api = fakeApi({
      get: vi
        .fn()
        .mockResolvedValueOnce({ candidate: profile("a1", { surname: null }), contactRequest: null })
        .mockResolvedValue({
          candidate: profile("a1", { surname: "Иванова" }),
          contactRequest: sent({
            status: "accepted",
            contacts: {
              email: "anna@rabota.test",
              phoneNumber: "+7 900 000-00-00",
              website: null,
              additionalContact: null,
            },
          }),
        }),
    });
    const { unmount } = withStore(api, <FoundCandidate applicantId="a1" />);
    expect((await screen.findByTestId("candidate-name")).textContent).toBe("Анна");
    fireEvent.change(screen.getByRole("textbox", { name: "Сообщение соискателю" }), {
      target: { value: "Здравствуйте! Есть вакансия" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Запросить контакты" }));
    expect(await screen.findByText("Ждёт ответа")).toBeTruthy();
    expect(api.requestContacts).toHaveBeenCalledWith("a1", {
      message: "Здравствуйте! Есть вакансия",
      vacancyId: null,
    });
    unmount();

    withStore(api, <FoundCandidate applicantId="a1" />);
    expect((await screen.findByTestId("candidate-name")).textContent).toBe("Анна Иванова");
    expect(screen.getByText("+7 900 000-00-00")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Запросить контакты" })).toBeNull();
  });

  it("invites to an active vacancy of the company", async () => {
    const api = fakeApi();
    withStore(api, <FoundCandidate applicantId="a1" />);
    const invite = await screen.findByRole("region", { name: "Пригласить на вакансию" });
    await waitFor(() => expect(within(invite).getByRole("option", { name: "Бухгалтер" })).toBeTruthy());
    fireEvent.change(within(invite).getByRole("combobox", { name: "Вакансия" }), { target: { value: "v1" } });
    fireEvent.change(within(invite).getByRole("textbox", { name: "Сообщение к приглашению" }), {
      target: { value: "Приходите в понедельник" },
    });
    fireEvent.click(within(invite).getByRole("button", { name: "Пригласить" }));
    expect(await within(invite).findByText("Приглашение на вакансию «Бухгалтер» отправлено")).toBeTruthy();
    expect(api.invite).toHaveBeenCalledWith("v1", "a1", "Приходите в понедельник");
  });

  it("shows the 429's Russian message", async () => {
    const message = "Компания открыла 200 резюме за сутки — это предел. Попробуйте завтра";
    withStore(
      fakeApi({
        get: async () => Promise.reject(new ApiError({ code: "RATE_LIMITED", status: 429, message })),
      }),
      <FoundCandidate applicantId="a1" />,
    );
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
