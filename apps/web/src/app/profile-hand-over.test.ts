import type { ApiClient } from "@rabota/api-client";
import { describe, expect, it, vi } from "vitest";
import { shareProfileFetches } from "./profile-hand-over";

function fakeClient() {
  const getApplicantProfile = vi.fn(async (id: string) => ({ id, name: "Анна" }));
  const getProfile = vi.fn(async (id: string) => ({ id, name: "", company: { id: "c1" } }));
  const client = {
    profile: { getApplicantProfile, getSkills: vi.fn() },
    employer: { getProfile },
  } as unknown as ApiClient;
  return { client, getApplicantProfile, getProfile };
}

describe("sharing the session's profile fetch", () => {
  it("hands the session's answer to the first page that asks, then fetches anew", async () => {
    const { client, getApplicantProfile } = fakeClient();
    const shared = shareProfileFetches(client);
    await expect(shared.loadSessionProfile("a1", "applicant")).resolves.toEqual({
      displayName: "Анна",
      companyId: null,
    });
    await shared.client.profile.getApplicantProfile("a1");
    expect(getApplicantProfile).toHaveBeenCalledTimes(1);
    await shared.client.profile.getApplicantProfile("a1");
    expect(getApplicantProfile).toHaveBeenCalledTimes(2);
  });

  it("learns the employer's company from the profile and fetches another id itself", async () => {
    const { client, getProfile } = fakeClient();
    const shared = shareProfileFetches(client);
    await expect(shared.loadSessionProfile("e1", "employer")).resolves.toEqual({
      displayName: null,
      companyId: "c1",
    });
    await shared.client.employer.getProfile("e2");
    expect(getProfile).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed answer", async () => {
    const { client, getApplicantProfile } = fakeClient();
    getApplicantProfile.mockRejectedValueOnce(new Error("offline"));
    const shared = shareProfileFetches(client);
    await expect(shared.loadSessionProfile("a1", "applicant")).rejects.toThrow("offline");
    await expect(shared.client.profile.getApplicantProfile("a1")).resolves.toMatchObject({ id: "a1" });
    expect(getApplicantProfile).toHaveBeenCalledTimes(2);
  });

  it("leaves the other calls as they are", () => {
    const { client } = fakeClient();
    expect(shareProfileFetches(client).client.profile.getSkills).toBe(client.profile.getSkills);
  });
});
