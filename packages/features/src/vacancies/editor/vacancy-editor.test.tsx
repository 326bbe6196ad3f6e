import { ApiError } from "@rabota/api-client";
import { toVacancy } from "@rabota/domain/mappers";
import type { AreaDto, MetroLine } from "@rabota/domain/wire/places";
import type { ProfessionDto, SalaryResponse } from "@rabota/domain/wire/salaries";
import type { VacancyDto, VacancyWriteRequest } from "@rabota/domain/wire/vacancy";
import { clearToasts, Toaster } from "@rabota/ui/toast";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VacancyEditorApi } from "./use-vacancy-draft";
import { VacancyEditor } from "./vacancy-editor";

beforeEach(() => {
  localStorage.clear();
  // jsdom lays nothing out: the combobox keeps its highlighted option in view by this call.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  clearToasts();
  localStorage.clear();
});

const area = (id: string, name: string, regionName: string | null): AreaDto => ({
  id,
  name,
  kind: "city",
  regionId: regionName ? "r" : null,
  regionName,
});

const AREAS = [
  area("1", "Москва", null),
  area("2019", "Московский", "Московская область"),
  area("92", "Тула", "Тульская область"),
];

const MOSCOW_METRO: MetroLine[] = [
  {
    id: "3",
    name: "Арбатско-Покровская",
    color: "#0078BE",
    stations: [
      { id: "3.4", name: "Бауманская" },
      { id: "3.5", name: "Курская" },
    ],
  },
  {
    id: "1",
    name: "Сокольническая",
    color: "#D6083B",
    stations: [
      { id: "1.1", name: "Сокольники" },
      { id: "1.2", name: "Красносельская" },
      { id: "1.3", name: "Комсомольская" },
    ],
  },
];

const saved = (request: VacancyWriteRequest, id = "v1"): VacancyDto => ({
  id,
  title: request.title,
  city: request.city ?? null,
  areaId: request.areaId ?? null,
  company: { id: "c", companyName: "Ромашка" },
  createdAt: "2026-12-01T09:00:00.000Z",
  status: "VACANCY_STATUS_DRAFT",
});

/** Only the calls the editor makes; every save is kept in `sent`. */
function fakeApi() {
  const sent: VacancyWriteRequest[] = [];
  const api: VacancyEditorApi = {
    createVacancy: vi.fn(async (request: VacancyWriteRequest) => {
      sent.push(request);
      return saved(request);
    }),
    replaceVacancy: vi.fn(async (id: string, request) => {
      sent.push(request as VacancyWriteRequest);
      return saved(request as VacancyWriteRequest, id);
    }),
    getSkills: vi.fn(async () => []),
    getQualities: vi.fn(async () => []),
    searchAreas: vi.fn(async (search: string) =>
      AREAS.filter((entry) => entry.name.toLowerCase().startsWith(search.toLowerCase())),
    ),
    getMetro: vi.fn(async (areaId: string) => (areaId === "1" ? MOSCOW_METRO : [])),
    searchProfessions: vi.fn(async (search: string) =>
      PROFESSIONS.filter((entry) => entry.name.toLowerCase().startsWith(search.toLowerCase())),
    ),
    suggestProfession: vi.fn(async (title: string) =>
      title.toLowerCase().includes("программист") ? PROGRAMMER : null,
    ),
    professionOf: vi.fn(async (id: string) => PROFESSIONS.find((entry) => entry.id === id) ?? null),
    getSalaries: vi.fn(async () => TULA_FIGURES),
  };
  return { api, sent };
}

const PROGRAMMER: ProfessionDto = {
  id: "96",
  name: "Программист, разработчик",
  fieldName: "Информационные технологии",
};
const PROFESSIONS: ProfessionDto[] = [
  PROGRAMMER,
  { id: "40", name: "Бариста", fieldName: "Рестораны, кафе" },
];

/** Shares rising by 1 000 ₽ a percentile from 45 000: the median 95 000 ₽ (p50). */
const SHARES = Array.from({ length: 101 }, (_, index) => 45_000 + index * 1_000);
const figures = (count: number, median: number | null): SalaryResponse => ({
  count,
  p10: median && 55_000,
  p25: median && 70_000,
  median,
  p75: median && 120_000,
  p90: median && 135_000,
  profession: PROGRAMMER,
  area: { id: "92", name: "Тула" },
  experience: null,
  currency: "RUB",
  basis: "MONTHLY_GROSS",
  byExperience: [],
  monthly: [],
  shares: median ? SHARES : null,
});
const TULA_FIGURES = figures(12, 95_000);

/** Types «Москва» into «Город» and clicks its suggestion; the field, for what follows. */
async function pickMoscow(): Promise<HTMLElement> {
  const city = screen.getByRole("combobox", { name: "Город" });
  fireEvent.focus(city);
  fireEvent.change(city, { target: { value: "Москва" } });
  fireEvent.click(await screen.findByRole("option", { name: /^Москва/ }, { timeout: 2000 }));
  return city;
}

function renderEditor(api: VacancyEditorApi, vacancy: ReturnType<typeof toVacancy> | null = null) {
  render(
    <>
      <VacancyEditor
        api={api}
        vacancy={vacancy}
        tests={[]}
        onCreated={vi.fn()}
        onDone={vi.fn()}
        onUnsavedChange={vi.fn()}
        onCancel={vi.fn()}
      />
      <Toaster />
    </>,
  );
}

const key = (element: HTMLElement, name: string) => fireEvent.keyDown(element, { key: name });

describe("VacancyEditor's place", () => {
  it("picks a city and a station by keyboard, takes the address and sends them", async () => {
    const { api, sent } = fakeApi();
    renderEditor(api);
    fireEvent.change(screen.getByRole("textbox", { name: /Название вакансии/ }), {
      target: { value: "Бариста" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Зарплата от" }), { target: { value: "80 000" } });

    const city = screen.getByRole("combobox", { name: "Город" });
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: "моск" } });
    const moscow = await screen.findByRole("option", { name: /^Москва/ }, { timeout: 2000 });
    expect(screen.getByRole("option", { name: /Московский/ }).textContent).toContain("Московская область");
    key(city, "ArrowDown");
    expect(moscow.getAttribute("aria-selected")).toBe("true");
    key(city, "Enter");
    expect((city as HTMLInputElement).value).toBe("Москва");

    const metro = await screen.findByRole("combobox", { name: "Метро" }, { timeout: 2000 });
    fireEvent.focus(metro);
    fireEvent.change(metro, { target: { value: "баум" } });
    const bauman = await screen.findByRole("option", { name: /Бауманская/ });
    expect(bauman.textContent).toContain("Арбатско-Покровская");
    key(metro, "ArrowDown");
    key(metro, "Enter");
    const chips = screen.getByRole("list", { name: "Выбранные станции метро" });
    expect(within(chips).getByText("Бауманская")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Улица" }), { target: { value: "Тверская улица" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Дом" }), { target: { value: "12к2" } });

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить черновик" }));
    });
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.at(-1)).toMatchObject({
      title: "Бариста",
      areaId: "1",
      city: null,
      address: { street: "Тверская улица", building: "12к2" },
      metroStationIds: ["3.4"],
    });
  });

  it("stops at three stations, and a new city drops them", async () => {
    const { api } = fakeApi();
    renderEditor(api);
    const city = await pickMoscow();

    const metro = await screen.findByRole("combobox", { name: "Метро" }, { timeout: 2000 });
    for (const name of ["Курская", "Сокольники", "Комсомольская"]) {
      fireEvent.focus(metro);
      fireEvent.change(metro, { target: { value: name.slice(0, 4) } });
      fireEvent.click(await screen.findByRole("option", { name: new RegExp(name) }));
    }
    expect(screen.getByText("Не больше 3 станций")).toBeTruthy();
    expect((metro as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Удалить станцию Курская" }));
    expect((metro as HTMLInputElement).disabled).toBe(false);

    fireEvent.change(city, { target: { value: "тул" } });
    key(city, "ArrowDown");
    await screen.findByRole("option", { name: /Тула/ }, { timeout: 2000 });
    key(city, "ArrowDown");
    key(city, "Enter");
    expect((city as HTMLInputElement).value).toBe("Тула");
    await vi.waitFor(() => expect(screen.queryByRole("combobox", { name: "Метро" })).toBeNull());
    expect(screen.queryByRole("list", { name: "Выбранные станции метро" })).toBeNull();
  });

  it("loads a saved vacancy's place, and keeps an older free-text city in the field", async () => {
    const { api, sent } = fakeApi();
    renderEditor(
      api,
      toVacancy({
        ...saved({ title: "Бариста" }),
        city: "Москва",
        areaId: "1",
        address: { street: "Тверская улица", building: null },
        metroStations: [
          { id: "3.4", name: "Бауманская", lineName: "Арбатско-Покровская", lineColor: "#0078BE" },
        ],
      }),
    );
    expect((screen.getByRole("combobox", { name: "Город" }) as HTMLInputElement).value).toBe("Москва");
    expect((screen.getByRole("textbox", { name: "Улица" }) as HTMLInputElement).value).toBe("Тверская улица");
    await screen.findByRole("combobox", { name: "Метро" }, { timeout: 2000 });
    expect(screen.getByRole("button", { name: "Удалить станцию Бауманская" })).toBeTruthy();
    cleanup();

    renderEditor(
      api,
      toVacancy({ ...saved({ title: "Бариста" }, "v2"), salaryFrom: 80_000, city: "Тульск", areaId: null }),
    );
    expect((screen.getByRole("combobox", { name: "Город" }) as HTMLInputElement).value).toBe("Тульск");
    expect(screen.queryByRole("combobox", { name: "Метро" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить черновик" }));
    });
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.at(-1)).toMatchObject({
      areaId: null,
      city: "Тульск",
      address: { street: null, building: null },
    });
  });

  it("shows the server's refusal of a free-text city under «Город»", async () => {
    const { api } = fakeApi();
    const message = "Город «Тульск» не найден в справочнике — выберите его из подсказок";
    api.replaceVacancy = vi.fn(async () => {
      throw new ApiError({
        code: "VALIDATION",
        status: 400,
        message,
        issues: [{ path: ["city"], message }],
      });
    });
    renderEditor(api, toVacancy({ ...saved({ title: "Бариста" }), salaryFrom: 80_000, city: "Тульск" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить черновик" }));
    });
    const city = screen.getByRole("combobox", { name: "Город" });
    await vi.waitFor(() => expect(city.getAttribute("aria-invalid")).toBe("true"));
    expect(
      document.getElementById(city.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")?.textContent,
    ).toBe(message);
  });

  it("an autosave the server refuses for its city says so under «Город», not as a lost connection", async () => {
    const { api } = fakeApi();
    const message = "Город «Тульскк» не найден в справочнике — выберите его из подсказок";
    api.replaceVacancy = vi.fn(async () => {
      throw new ApiError({ code: "VALIDATION", status: 400, message, issues: [{ path: ["city"], message }] });
    });
    renderEditor(api, toVacancy({ ...saved({ title: "Бариста" }), salaryFrom: 80_000, city: "Тульск" }));
    const city = screen.getByRole("combobox", { name: "Город" });
    fireEvent.focus(city);
    fireEvent.change(city, { target: { value: "Тульскк" } });
    fireEvent.blur(city);
    await vi.waitFor(() => expect(api.replaceVacancy).toHaveBeenCalled(), { timeout: 6000 });
    await vi.waitFor(() => expect(city.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByTestId("vacancy-draft-state").textContent).toMatch(/когда поля будут заполнены верно/);
  });

  it("keeps the place in this browser's backup and puts it back", async () => {
    const { api } = fakeApi();
    renderEditor(api);
    await pickMoscow();
    fireEvent.change(screen.getByRole("textbox", { name: "Дом" }), { target: { value: "7" } });
    const kept = JSON.parse(localStorage.getItem("rabota:vacancy-draft:new") ?? "{}");
    expect(kept.values).toMatchObject({ areaId: "1", city: "Москва", building: "7", metroStations: [] });
    cleanup();

    renderEditor(api);
    expect((screen.getByRole("combobox", { name: "Город" }) as HTMLInputElement).value).toBe("Москва");
    expect((screen.getByRole("textbox", { name: "Дом" }) as HTMLInputElement).value).toBe("7");
    await screen.findByRole("combobox", { name: "Метро" }, { timeout: 2000 });
  });
});

/** Types «Тула» into «Город» and picks it. */
async function pickTula(): Promise<void> {
  const city = screen.getByRole("combobox", { name: "Город" });
  fireEvent.focus(city);
  fireEvent.change(city, { target: { value: "Тула" } });
  fireEvent.click(await screen.findByRole("option", { name: /^Тула/ }, { timeout: 2000 }));
}

const typeInto = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

describe("VacancyEditor's profession and pay hint (issue 45)", () => {
  it("offers the title's profession, takes it, and sends it", async () => {
    const { api, sent } = fakeApi();
    renderEditor(api);
    typeInto(/Название вакансии/, "Программист 1С");
    typeInto("Зарплата от", "80 000");
    const field = screen.getByRole("combobox", { name: "Профессия" });
    expect(
      await screen.findByText(/По названию: Программист, разработчик/, {}, { timeout: 2000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Выбрать" }));
    expect((field as HTMLInputElement).value).toBe("Программист, разработчик");
    expect(screen.queryByText(/По названию/)).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить черновик" }));
    });
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.at(-1)).toMatchObject({ title: "Программист 1С", professionId: "96" });
  });

  it("picks a profession by keyboard, each suggestion with its field", async () => {
    const { api } = fakeApi();
    renderEditor(api);
    const field = screen.getByRole("combobox", { name: "Профессия" });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "бари" } });
    const option = await screen.findByRole("option", { name: /Бариста/ }, { timeout: 2000 });
    expect(option.textContent).toContain("Рестораны, кафе");
    key(field, "ArrowDown");
    key(field, "Enter");
    expect((field as HTMLInputElement).value).toBe("Бариста");
  });

  it("shows a stored vacancy's profession by name", async () => {
    const { api } = fakeApi();
    renderEditor(
      api,
      toVacancy({ ...saved({ title: "Бариста" } as VacancyWriteRequest, "v9"), professionId: "40" }),
    );
    const field = screen.getByRole("combobox", { name: "Профессия" });
    await vi.waitFor(() => expect((field as HTMLInputElement).value).toBe("Бариста"));
  });

  it("says how many vacancies pay more when the pay is below the median", async () => {
    const { api } = fakeApi();
    renderEditor(api);
    typeInto(/Название вакансии/, "Программист");
    await pickTula();
    // 60 000 ₽ на руки is 68 966 ₽ before tax: above 24 % of the vacancies, below 76 %.
    typeInto("Зарплата от", "60 000");
    const hint = await screen.findByTestId("salary-hint", {}, { timeout: 3000 });
    expect(hint.textContent).toBe(
      "Медиана по профессии в Туле — 95\u00a0000 ₽; ваша вилка ниже 76 % вакансий",
    );
    expect(api.getSalaries).toHaveBeenLastCalledWith({ professionId: "96", areaId: "92" });
  });

  it("says how many vacancies pay less when the pay is above the median", async () => {
    const { api } = fakeApi();
    renderEditor(api);
    typeInto(/Название вакансии/, "Программист");
    await pickTula();
    typeInto("Зарплата от", "100 000");
    typeInto("Зарплата до", "140 000");
    fireEvent.click(screen.getByRole("radio", { name: "до вычета налогов" }));
    const hint = await screen.findByTestId("salary-hint", {}, { timeout: 3000 });
    // The range's middle, 120 000 ₽ before tax.
    await vi.waitFor(() =>
      expect(hint.textContent).toBe(
        "Медиана по профессии в Туле — 95\u00a0000 ₽; ваша вилка выше 75 % вакансий",
      ),
    );
  });

  it("keeps quiet with fewer than five vacancies", async () => {
    const { api } = fakeApi();
    vi.mocked(api.getSalaries).mockResolvedValue(figures(3, null));
    renderEditor(api);
    typeInto(/Название вакансии/, "Программист");
    await pickTula();
    typeInto("Зарплата от", "60 000");
    await vi.waitFor(() => expect(api.getSalaries).toHaveBeenCalled(), { timeout: 3000 });
    await act(async () => undefined);
    expect(screen.queryByTestId("salary-hint")).toBeNull();
  });
});
