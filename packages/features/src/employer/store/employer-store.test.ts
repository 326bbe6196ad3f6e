import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import { describe, expect, it, vi } from "vitest";
import { createEmployerStore, type EmployerApi } from "./employer-store";

const PROFILE: EmployerProfileDto = {
  id: "e1",
  name: "Олег",
  surname: "Кузнецов",
  position: "Директор",
  email: "boss@firma.ru",
  phone: null,
  company: { id: "c1", companyName: "Ромашка" },
};

describe("employer store", () => {
  it("loads and saves the profile as a whole", async () => {
    const api: EmployerApi = {
      getProfile: vi.fn(async () => PROFILE),
      updateProfile: vi.fn(async (_id, body) => ({
        ...PROFILE,
        ...body,
        company: { ...PROFILE.company, ...body.company },
      })),
      uploadLogo: vi.fn(async (_id, _file, onProgress) => {
        onProgress({ loaded: 1, total: 4 });
        return { downloadUrl: "/v1/files/logo?op=get" };
      }),
    };
    const store = createEmployerStore(api);
    await store.getState().actions.load("e1");
    expect(store.getState()).toMatchObject({ status: "ready", profile: PROFILE });
    const result = await store.getState().actions.save({
      name: "Ольга",
      surname: "Кузнецова",
      position: "HR",
      company: { id: "c1", companyName: "Ромашка", city: "Казань" },
    });
    expect(result.ok).toBe(true);
    expect(store.getState().profile).toMatchObject({ name: "Ольга", company: { city: "Казань" } });
    const progress: number[] = [];
    const url = await store
      .getState()
      .actions.uploadLogo(new File(["x"], "logo.png"), (p) => progress.push(p));
    expect(url).toBe("/v1/files/logo?op=get");
    expect(progress).toEqual([25]);
  });

  it("uses the catalogue's messages when the server gives none", async () => {
    const store = createEmployerStore({
      getProfile: vi.fn(async () => Promise.reject(new Error(""))),
      updateProfile: vi.fn(async () => Promise.reject(new Error(""))),
      uploadLogo: vi.fn(async () => Promise.reject(new Error(""))),
    });
    await store.getState().actions.load("e1");
    expect(store.getState().error).toBe("Failed to fetch employer profile.");
    const result = await store.getState().actions.save({
      name: "Олег",
      surname: "Кузнецов",
      position: "HR",
      company: { id: "c1", companyName: "Ромашка" },
    });
    expect(result).toEqual({ ok: false, message: "Failed to update employer profile." });
  });
});
