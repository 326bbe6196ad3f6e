import type { ApplicantProfileDto, UpdateApplicantProfileRequest } from "@rabota/domain/wire/profile";
import { describe, expect, it, vi } from "vitest";
import { createProfileStore, type ProfileApi } from "./profile-store";

const DTO: ApplicantProfileDto = {
  id: "a1",
  email: "anna@mail.ru",
  name: "Анна",
  surname: "Смирнова",
  city: "Казань",
  dateOfBirth: "1995-04-12",
  contacts: null,
  educations: [],
  experiences: [],
  skills: ["SQL"],
  personalQualities: [],
  goals: {
    goalPositions: [
      { id: "g1", name: "Лид" },
      { id: "g2", name: "Старое", deleted: true },
    ],
  },
};

function fakeApi(overrides: Partial<ProfileApi> = {}): ProfileApi {
  return {
    getProfile: vi.fn(async () => DTO),
    updateProfile: vi.fn(
      async (_id: string, body: UpdateApplicantProfileRequest) =>
        ({ ...DTO, ...body }) as ApplicantProfileDto,
    ),
    getSkills: vi.fn(async () => ["TypeScript"]),
    searchAreas: vi.fn(async () => []),
    getQualities: vi.fn(async () => ["Ответственность"]),
    countVacanciesFrom: vi.fn(async () => ({ total: 23, capped: false })),
    uploadAvatar: vi.fn(async (_id, _file, onProgress) => {
      onProgress({ loaded: 50, total: 100 });
      onProgress({ loaded: 100, total: 100 });
      return { downloadUrl: "/v1/files/f1?op=get" };
    }),
    ...overrides,
  };
}

describe("profile store", () => {
  it("loads the profile through the mapper (deleted goal entries dropped)", async () => {
    const store = createProfileStore(fakeApi());
    const loading = store.getState().actions.load("a1");
    expect(store.getState().status).toBe("loading");
    await loading;
    expect(store.getState().status).toBe("ready");
    expect(store.getState().profile?.goals.goalPositions).toEqual([{ id: "g1", name: "Лид" }]);
  });

  it("keeps the load error", async () => {
    const store = createProfileStore(
      fakeApi({ getProfile: vi.fn(async () => Promise.reject(new Error("forbidden"))) }),
    );
    await store.getState().actions.load("a1");
    expect(store.getState()).toMatchObject({ status: "error", error: "forbidden" });
  });

  it("saves the whole profile with empty strings, contacts and goals omitted", async () => {
    const api = fakeApi();
    const store = createProfileStore(api);
    await store.getState().actions.load("a1");
    const result = await store.getState().actions.save({
      aboutMyself: "",
      contacts: { phoneNumber: "", website: "", additionalContact: "" },
      goals: { goalPositions: [], preferredIncome: null, preferredBusinessFields: [], additionalGoals: [] },
    });
    expect(result.ok).toBe(true);
    const body = vi.mocked(api.updateProfile).mock.calls[0]?.[1];
    expect(body).not.toHaveProperty("aboutMyself");
    expect(body).not.toHaveProperty("contacts");
    expect(body).not.toHaveProperty("goals");
    expect(body).toMatchObject({ name: "Анна", surname: "Смирнова", city: "Казань", skills: ["SQL"] });
  });

  it("reports the server's message and keeps the stored profile when a save fails", async () => {
    const store = createProfileStore(
      fakeApi({ updateProfile: vi.fn(async () => Promise.reject(new Error("Введите корректное значение"))) }),
    );
    await store.getState().actions.load("a1");
    const result = await store.getState().actions.save({ name: "анна" });
    expect(result).toEqual({ ok: false, message: "Введите корректное значение" });
    expect(store.getState().profile?.name).toBe("Анна");
    expect(store.getState().isSaving).toBe(false);
  });

  it("falls back to empty suggestion lists on failure", async () => {
    const store = createProfileStore(
      fakeApi({
        getSkills: vi.fn(async () => Promise.reject(new Error("x"))),
        getQualities: vi.fn(async () => Promise.reject(new Error("x"))),
      }),
    );
    await expect(store.getState().actions.suggestSkills("ja")).resolves.toEqual([]);
    await expect(store.getState().actions.suggestQualities("от")).resolves.toEqual([]);
  });

  it("uploads an avatar reporting percent progress", async () => {
    const store = createProfileStore(fakeApi());
    await store.getState().actions.load("a1");
    const progress: number[] = [];
    const url = await store
      .getState()
      .actions.uploadAvatar(new File(["x"], "a.png", { type: "image/png" }), (p) => progress.push(p));
    expect(url).toBe("/v1/files/f1?op=get");
    expect(progress).toEqual([50, 100]);
  });
});
