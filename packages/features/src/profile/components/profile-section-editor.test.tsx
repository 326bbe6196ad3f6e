import { ApiError } from "@rabota/api-client";
import type { AreaDto } from "@rabota/domain/wire/places";
import type { ApplicantProfileDto } from "@rabota/domain/wire/profile";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UNKNOWN_CITY_HINT } from "../../lib/city-field";
import type { ProfileSection } from "../lib/sections";
import type { ProfileApi } from "../store/profile-store";
import { ProfileStoreProvider, useProfileActions, useProfileStatus } from "../store/profile-store-provider";
import { ProfileSectionEditor } from "./profile-section-editor";

const DTO: ApplicantProfileDto = {
  id: "a1",
  email: "anna@mail.ru",
  name: "Анна",
  surname: "Смирнова",
  city: "Казань",
  dateOfBirth: "1995-04-12",
  skills: ["SQL"],
};

/** Two towns of one name, as hh.ru's dictionary tells them apart. */
const KIROVS: AreaDto[] = [
  {
    id: "49",
    name: "Киров (Кировская область)",
    kind: "city",
    regionId: "1661",
    regionName: "Кировская область",
  },
  {
    id: "1866",
    name: "Киров (Калужская область)",
    kind: "city",
    regionId: "1859",
    regionName: "Калужская область",
  },
];

function fakeApi(overrides: Partial<ProfileApi> = {}): ProfileApi {
  return {
    getProfile: vi.fn(async () => DTO),
    updateProfile: vi.fn(async (_id, body) => ({ ...DTO, ...body }) as ApplicantProfileDto),
    getSkills: vi.fn(async (search: string) =>
      ["Python", "PyTorch"].filter((s) => s.toLowerCase().startsWith(search.toLowerCase())),
    ),
    getQualities: vi.fn(async () => []),
    countVacanciesFrom: vi.fn(async () => ({ total: 0, capped: false })),
    searchAreas: vi.fn(async (search: string) =>
      KIROVS.filter((area) => area.name.toLowerCase().startsWith(search.toLowerCase())),
    ),
    uploadAvatar: vi.fn(async () => ({ downloadUrl: "/v1/files/x?op=get" })),
    ...overrides,
  };
}

function Loaded({ section, onSaved }: { section: ProfileSection; onSaved: () => void }) {
  const actions = useProfileActions();
  const status = useProfileStatus();
  useEffect(() => {
    void actions.load("a1");
  }, [actions]);
  return status === "ready" ? (
    <ProfileSectionEditor section={section} onSaved={onSaved} onCancel={() => {}} />
  ) : null;
}

async function renderEditor(section: ProfileSection, api: ProfileApi, onSaved = vi.fn()) {
  render(
    <ProfileStoreProvider api={api}>
      <Loaded section={section} onSaved={onSaved} />
    </ProfileStoreProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return onSaved;
}

afterEach(cleanup);

/** The message the field shows under itself (its `aria-describedby` error), or null. */
function messageUnder(field: HTMLElement): string | null {
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ") || null;
}

const STUDY: ApplicantProfileDto["educations"] = [
  { id: "e1", institution: "МГУ", faculty: "ВМК", specialty: "", startYear: 2010, endYear: 2015 },
];
const JOB: ApplicantProfileDto["experiences"] = [
  { id: "x1", company: "Ромашка", position: "Аналитик", startDate: "2015-03", endDate: "2019-08" },
];

describe("ProfileSectionEditor", () => {
  it("shows the §5 message after the field was left, and all messages after a submit attempt", async () => {
    const api = fakeApi();
    await renderEditor("personal", api);
    const name = screen.getByLabelText("Имя");
    fireEvent.change(name, { target: { value: "анна" } });
    expect(screen.queryByText("Введите корректное значение")).toBeNull();
    fireEvent.blur(name);
    expect(await screen.findByText("Введите корректное значение")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Город" }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Поле обязательно для заполнения")).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it.each([
    [415, "Выберите изображение JPEG, PNG, WebP или GIF размером до 5 МБ"],
    [413, "Выберите изображение JPEG, PNG, WebP или GIF размером до 5 МБ"],
    [429, "Слишком много несохранённых загрузок. Сохраните изменения или попробуйте позже"],
    [500, "Не удалось загрузить фото"],
    [400, "Изображение слишком большое: не больше 4096 × 4096 пикселей"],
  ])("says in Russian what to do when the photo upload fails with %i", async (status, message) => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
    const refusal = new ApiError({
      code: "VALIDATION",
      status,
      message: status === 400 ? message : "file content is not a supported image",
      serverMessage: status === 400 ? message : "file content is not a supported image",
    });
    await renderEditor("personal", fakeApi({ uploadAvatar: vi.fn(async () => Promise.reject(refusal)) }));
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Фото профиля"), { target: { files: [photo] } });
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("picks the city from the places, sending the place's id with its name", async () => {
    const api = fakeApi();
    const onSaved = await renderEditor("personal", api);
    fireEvent.change(screen.getByRole("combobox", { name: "Город" }), { target: { value: "Кир" } });
    fireEvent.click(
      await screen.findByRole("option", { name: /Киров \(Калужская область\)/ }, { timeout: 2000 }),
    );
    expect((screen.getByRole("combobox", { name: "Город" }) as HTMLInputElement).value).toBe("Киров");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[1]).toMatchObject({ city: "Киров", areaId: "1866" });
  });

  it("keeps a city the places do not know, saying so under the field", async () => {
    const api = fakeApi({ getProfile: vi.fn(async () => ({ ...DTO, areaId: "88" })) });
    const onSaved = await renderEditor("personal", api);
    const city = screen.getByRole("combobox", { name: "Город" });
    expect(screen.queryByText(UNKNOWN_CITY_HINT)).toBeNull();
    fireEvent.change(city, { target: { value: "Нигдеград" } });
    fireEvent.blur(city);
    expect(await screen.findByText(UNKNOWN_CITY_HINT, {}, { timeout: 2000 })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = vi.mocked(api.updateProfile).mock.calls[0]?.[1];
    expect(body).toMatchObject({ city: "Нигдеград" });
    expect(body).not.toHaveProperty("areaId");
  });

  it("reports the server's error and keeps the typed input", async () => {
    const api = fakeApi({ updateProfile: vi.fn(async () => Promise.reject(new Error("Сервер недоступен"))) });
    const onSaved = await renderEditor("contacts", api);
    fireEvent.change(screen.getByLabelText("Телефон"), { target: { value: "+7 999 123-45-67" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Сервер недоступен");
    expect((screen.getByLabelText("Телефон") as HTMLInputElement).value).toBe("+7 999 123-45-67");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("adds a skill from the suggestions, removes one, and saves the list", async () => {
    const api = fakeApi();
    const onSaved = await renderEditor("skills", api);
    fireEvent.change(screen.getByRole("combobox", { name: "Навык" }), { target: { value: "py" } });
    const option = await screen.findByRole("option", { name: "Python" }, { timeout: 2000 });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole("button", { name: "Удалить: SQL" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[1]).toMatchObject({ skills: ["Python"] });
  });

  it.each([
    ["0999", "before 1900"],
    ["2200", "after 2100"],
    ["2009", "before the start year 2010"],
  ])("shows «Введите корректный год» under the end year %s (%s) and sends nothing", async (endYear) => {
    const api = fakeApi({ getProfile: vi.fn(async () => ({ ...DTO, educations: STUDY })) });
    await renderEditor("education", api);
    const end = screen.getByLabelText("Год окончания");
    fireEvent.change(end, { target: { value: endYear } });
    fireEvent.blur(end);
    await waitFor(() => expect(messageUnder(end)).toBe("Введите корректный год"));
    expect(messageUnder(screen.getByLabelText("Год начала"))).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    expect(messageUnder(end)).toBe("Введите корректный год");
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it("saves an end year ahead (an expected graduation) with the years as numbers", async () => {
    const api = fakeApi({ getProfile: vi.fn(async () => ({ ...DTO, educations: STUDY })) });
    const onSaved = await renderEditor("education", api);
    fireEvent.change(screen.getByLabelText("Год окончания"), { target: { value: "2030" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[1].educations).toEqual([
      { id: "e1", institution: "МГУ", faculty: "ВМК", startYear: 2010, endYear: 2030 },
    ]);
  });

  it("shows «Введите корректный период» under an end month before the start and sends nothing", async () => {
    const api = fakeApi({ getProfile: vi.fn(async () => ({ ...DTO, experiences: JOB })) });
    await renderEditor("experience", api);
    // The end month is picked as «Месяц» and «Год»; the message sits under both.
    const end = screen.getByRole("combobox", { name: "Окончание работы, месяц" });
    fireEvent.change(end, { target: { value: "12" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Окончание работы, год" }), {
      target: { value: "2014" },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    await waitFor(() => expect(messageUnder(end)).toBe("Введите корректный период"));
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it("saves a current job with a null end", async () => {
    const api = fakeApi({ getProfile: vi.fn(async () => ({ ...DTO, experiences: JOB })) });
    const onSaved = await renderEditor("experience", api);
    fireEvent.click(screen.getByLabelText("По настоящее время"));
    await waitFor(() =>
      expect(
        (screen.getByRole("combobox", { name: "Окончание работы, месяц" }) as HTMLSelectElement).disabled,
      ).toBe(true),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(api.updateProfile).mock.calls[0]?.[1].experiences).toEqual([
      { id: "x1", company: "Ромашка", position: "Аналитик", startDate: "2015-03", endDate: null },
    ]);
  });

  it("refuses an income the server would refuse, under the field", async () => {
    const api = fakeApi();
    await renderEditor("goals", api);
    const income = screen.getByLabelText("Желаемый доход, ₽ в месяц");
    fireEvent.change(income, { target: { value: "2 000 000 000" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    });
    await waitFor(() => expect(messageUnder(income)).toBe("Введите корректное число"));
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it("adds and removes education entries", async () => {
    const api = fakeApi();
    await renderEditor("education", api);
    fireEvent.click(screen.getByRole("button", { name: "Добавить учебное заведение" }));
    fireEvent.click(screen.getByRole("button", { name: "Добавить учебное заведение" }));
    expect(screen.getAllByLabelText("Учебное заведение")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Удалить учебное заведение 1" }));
    expect(screen.getAllByLabelText("Учебное заведение")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText("Год начала"), { target: { value: "1899" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Введите корректный год")).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });
});
