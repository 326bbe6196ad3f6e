import { ApiError } from "@rabota/api-client";
import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import { VERIFICATION_MESSAGES } from "@rabota/domain/wire/companies";
import type { CompanyMemberDto, EmployerProfileDto } from "@rabota/domain/wire/employer";
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
  companyAccess: "active",
};

/** Calls a test does not use. */
const noMembers = {
  listMembers: vi.fn(async () => ({ requests: [], members: [] })),
  decideRequest: vi.fn(async () => Promise.reject(new Error(""))),
  removeMember: vi.fn(async () => Promise.reject(new Error(""))),
  requestAccess: vi.fn(async () => Promise.reject(new Error(""))),
};

const member = (employerId: string, status: CompanyMemberDto["status"]): CompanyMemberDto => ({
  employerId,
  name: "Анна",
  surname: "Петрова",
  position: "Рекрутер",
  email: `${employerId}@firma.ru`,
  status,
  requestedAt: "2025-03-01T10:00:00.000Z",
  decidedAt: null,
});

describe("employer store", () => {
  it("loads and saves the profile as a whole", async () => {
    const api: EmployerApi = {
      getVerification: vi.fn(async () => null),
      verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
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
      ...noMembers,
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
      getVerification: vi.fn(async () => null),
      verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
      getProfile: vi.fn(async () => Promise.reject(new Error(""))),
      updateProfile: vi.fn(async () => Promise.reject(new Error(""))),
      uploadLogo: vi.fn(async () => Promise.reject(new Error(""))),
      ...noMembers,
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

  it("decides a request in one step: it leaves the requests, an approved one joins the members", async () => {
    const api: EmployerApi = {
      getVerification: vi.fn(async () => null),
      verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
      getProfile: vi.fn(async () => PROFILE),
      updateProfile: vi.fn(async () => PROFILE),
      uploadLogo: vi.fn(async () => ({ downloadUrl: "" })),
      listMembers: vi.fn(async () => ({
        requests: [member("r1", "pending"), member("r2", "pending")],
        members: [member("e1", "active"), member("m2", "active")],
      })),
      decideRequest: vi.fn(async (_company, id, decision) =>
        member(id, decision === "approve" ? "active" : "rejected"),
      ),
      removeMember: vi.fn(async (_company, id) => member(id, "removed")),
      requestAccess: vi.fn(async () => Promise.reject(new Error(""))),
    };
    const store = createEmployerStore(api);
    await store.getState().actions.load("e1");
    await store.getState().actions.loadMembers();
    expect(api.listMembers).toHaveBeenCalledWith("c1");

    const pending = store.getState().actions.decide("r1", "approve");
    expect(store.getState().company.busy.has("r1")).toBe(true);
    expect(await pending).toMatchObject({ ok: true, member: { status: "active" } });
    expect(api.decideRequest).toHaveBeenCalledWith("c1", "r1", "approve");
    await store.getState().actions.decide("r2", "reject");
    await store.getState().actions.removeMember("m2");
    const { company } = store.getState();
    expect(company.requests).toEqual([]);
    expect(company.members.map((item) => item.employerId)).toEqual(["e1", "r1"]);
    expect(company.busy.size).toBe(0);
  });

  it("keeps the lists and reloads them when a decision fails (a colleague decided first)", async () => {
    const listMembers = vi.fn(async () => ({ requests: [member("r1", "pending")], members: [] }));
    const store = createEmployerStore({
      getVerification: vi.fn(async () => null),
      verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
      getProfile: vi.fn(async () => PROFILE),
      updateProfile: vi.fn(async () => PROFILE),
      uploadLogo: vi.fn(async () => ({ downloadUrl: "" })),
      listMembers,
      decideRequest: vi.fn(async () => Promise.reject(new Error("Эта заявка уже рассмотрена."))),
      removeMember: vi.fn(async () => Promise.reject(new Error(""))),
      requestAccess: vi.fn(async () => Promise.reject(new Error(""))),
    });
    await store.getState().actions.load("e1");
    await store.getState().actions.loadMembers();
    expect(await store.getState().actions.decide("r1", "reject")).toEqual({
      ok: false,
      message: "Эта заявка уже рассмотрена.",
    });
    expect(listMembers).toHaveBeenCalledTimes(2);
    expect(await store.getState().actions.removeMember("r1")).toEqual({
      ok: false,
      message: "Не удалось сохранить решение. Попробуйте ещё раз.",
    });
  });

  it("asks the company again: the profile turns pending once the server accepts", async () => {
    const removed = { ...PROFILE, companyAccess: "removed" as const };
    const api: EmployerApi = {
      ...noMembers,
      getVerification: vi.fn(async () => null),
      verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
      getProfile: vi.fn(async () => removed),
      updateProfile: vi.fn(async () => removed),
      uploadLogo: vi.fn(async () => ({ downloadUrl: "" })),
      requestAccess: vi.fn(async () => member("e1", "pending")),
    };
    const store = createEmployerStore(api);
    await store.getState().actions.load("e1");
    expect(await store.getState().actions.requestAccess()).toEqual({ ok: true });
    expect(api.requestAccess).toHaveBeenCalledWith("c1");
    expect(store.getState().profile?.companyAccess).toBe("pending");
  });

  it("shows the server's Russian refusal, or its own text, and fetches the standing again", async () => {
    const rejected: EmployerProfileDto = { ...PROFILE, companyAccess: "rejected" };
    const getProfile = vi.fn(async () => rejected);
    const requestAccess = vi.fn<EmployerApi["requestAccess"]>(async () => {
      throw new ApiError({
        code: "CONFLICT",
        status: 409,
        message: COMPANY_ACCESS_MESSAGES.alreadyPending,
        serverMessage: COMPANY_ACCESS_MESSAGES.alreadyPending,
      });
    });
    const store = createEmployerStore({
      ...noMembers,
      getVerification: vi.fn(async () => null),
      verifyCompany: vi.fn(async () => Promise.reject(new Error(""))),
      getProfile,
      updateProfile: vi.fn(async () => rejected),
      uploadLogo: vi.fn(async () => ({ downloadUrl: "" })),
      requestAccess,
    });
    await store.getState().actions.load("e1");
    // Another tab asked first: the refusal says so, and the fresh profile is pending.
    getProfile.mockResolvedValueOnce({ ...PROFILE, companyAccess: "pending" });
    expect(await store.getState().actions.requestAccess()).toEqual({
      ok: false,
      message: COMPANY_ACCESS_MESSAGES.alreadyPending,
    });
    await vi.waitFor(() => expect(store.getState().profile?.companyAccess).toBe("pending"));

    // A timeout's (English) text is not shown: the Russian fallback is.
    requestAccess.mockRejectedValueOnce(
      new ApiError({
        code: "NETWORK",
        status: 0,
        message: "Company access request failed: No response from server.",
      }),
    );
    expect(await store.getState().actions.requestAccess()).toEqual({
      ok: false,
      message: COMPANY_ACCESS_MESSAGES.requestFailed,
    });
    expect(getProfile).toHaveBeenCalledTimes(3);
  });

  it("verifies the company: the verification replaces the current one, a refusal is the server's reason", async () => {
    const verification = {
      legalName: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
      inn: "7707083893",
      ogrn: "1027700132195",
      registeredOn: "1991-06-20",
      verifiedAt: "2026-12-08T10:00:00.000Z",
    };
    const verifyCompany = vi
      .fn<EmployerApi["verifyCompany"]>()
      .mockRejectedValueOnce(
        new ApiError({
          code: "VALIDATION",
          status: 422,
          message: VERIFICATION_MESSAGES.liquidated,
          serverMessage: VERIFICATION_MESSAGES.liquidated,
        }),
      )
      .mockRejectedValueOnce(new ApiError({ code: "NETWORK", status: 0, message: "Failed to fetch" }))
      .mockResolvedValueOnce(verification);
    const store = createEmployerStore({
      ...noMembers,
      getProfile: vi.fn(async () => PROFILE),
      updateProfile: vi.fn(async () => PROFILE),
      uploadLogo: vi.fn(async () => ({ downloadUrl: "" })),
      getVerification: vi.fn(async () => null),
      verifyCompany,
    });
    await store.getState().actions.load("e1");
    await store.getState().actions.loadVerification();
    expect(store.getState().verification).toEqual({ current: null, checking: false });

    expect(await store.getState().actions.verifyCompany("7718556125")).toEqual({
      ok: false,
      message: VERIFICATION_MESSAGES.liquidated,
    });
    expect(await store.getState().actions.verifyCompany("7707083893")).toEqual({
      ok: false,
      message: "Не удалось проверить компанию. Попробуйте снова.",
    });
    expect(store.getState().verification.current).toBeNull();
    expect(await store.getState().actions.verifyCompany("7707083893")).toEqual({ ok: true, verification });
    expect(store.getState().verification).toEqual({ current: verification, checking: false });
    expect(verifyCompany).toHaveBeenLastCalledWith(PROFILE.company.id, "7707083893");
  });
});
