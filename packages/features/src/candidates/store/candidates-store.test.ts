import { ApiError } from "@rabota/api-client";
import { describe, expect, it, vi } from "vitest";
import { createCandidatesStore } from "./candidates-store";
import { card, fakeApi, received, sent } from "./fake-api";

describe("the candidate search's store: the applicant's side", () => {
  it("loads the visibility and saves it, keeping the consent the gateway recorded", async () => {
    const api = fakeApi();
    const store = createCandidatesStore({ api });
    await store.getState().actions.loadVisibility("me");
    expect(store.getState().visibility).toMatchObject({ status: "ready", value: { searchable: false } });

    const outcome = await store.getState().actions.saveVisibility("me", {
      searchable: true,
      fields: { surname: true, photo: false, birthDate: false, contacts: true, employers: false },
      hiddenFrom: ["c-romashka"],
    });
    expect(outcome).toEqual({ ok: true });
    expect(store.getState().visibility.value).toMatchObject({
      searchable: true,
      consent: { version: "2026-12-07", givenAt: "2026-12-07T18:30:00.000Z" },
    });
  });

  it("says the gateway's refusal of a save, and keeps what was saved before", async () => {
    const store = createCandidatesStore({
      api: fakeApi({
        setVisibility: async () =>
          Promise.reject(
            new ApiError({
              code: "VALIDATION",
              status: 400,
              message: "Скрыть резюме можно не больше чем от 100 компаний",
            }),
          ),
      }),
    });
    await store.getState().actions.loadVisibility("me");
    expect(await store.getState().actions.saveVisibility("me", { searchable: true })).toEqual({
      ok: false,
      message: "Скрыть резюме можно не больше чем от 100 компаний",
    });
    expect(store.getState().visibility.value?.searchable).toBe(false);
  });

  it("decides a contact request in the list", async () => {
    const store = createCandidatesStore({ api: fakeApi() });
    await store.getState().actions.loadRequests();
    expect(await store.getState().actions.decide("r1", "accept")).toEqual({ ok: true });
    expect(store.getState().requests.value).toEqual([received("r1", { status: "accepted" })]);
  });

  it("marks a failed load so the section can offer a retry", async () => {
    const store = createCandidatesStore({
      api: fakeApi({ getViews: async () => Promise.reject(new Error("down")) }),
    });
    await store.getState().actions.loadViews("me");
    expect(store.getState().views.status).toBe("error");
  });
});

describe("the candidate search's store: the employer's side", () => {
  it("searches with the total, appends the next page without repeats, and stops at the last", async () => {
    const search = vi
      .fn()
      .mockResolvedValueOnce({ candidates: [card("a1"), card("a2")], nextPageToken: "p2" })
      .mockResolvedValueOnce({ candidates: [card("a2"), card("a3")], nextPageToken: null });
    const api = fakeApi({ search });
    const store = createCandidatesStore({ api });
    await store.getState().actions.search({ skills: ["1С"], areaId: ["1"] });
    await vi.waitFor(() => expect(store.getState().search.total).toBe(3));
    expect(api.total).toHaveBeenCalledWith({ skills: ["1С"], areaId: ["1"] });
    await store.getState().actions.loadMore();
    expect(search).toHaveBeenLastCalledWith(
      { skills: ["1С"], areaId: ["1"] },
      { pageSize: 20, pageToken: "p2" },
    );
    expect(store.getState().search.candidates.map((candidate) => candidate.id)).toEqual(["a1", "a2", "a3"]);
    expect(store.getState().search.nextPageToken).toBeNull();
  });

  it("drops a slower earlier search's answer", async () => {
    let answerFirst: (value: { candidates: never[]; nextPageToken: null }) => void = () => {};
    const search = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ candidates: [card("new")], nextPageToken: null });
    const store = createCandidatesStore({ api: fakeApi({ search }) });
    const first = store.getState().actions.search({ search: "старое" });
    await store.getState().actions.search({ search: "новое" });
    answerFirst({ candidates: [], nextPageToken: null });
    await first;
    expect(store.getState().search).toMatchObject({
      filters: { search: "новое" },
      candidates: [{ id: "new" }],
    });
  });

  it("opens a profile, keeps a 429's Russian message, and takes a sent request as the profile's", async () => {
    const limited = createCandidatesStore({
      api: fakeApi({
        get: async () =>
          Promise.reject(
            new ApiError({
              code: "RATE_LIMITED",
              status: 429,
              message: "Компания открыла 200 резюме за сутки",
            }),
          ),
      }),
    });
    await limited.getState().actions.open("a1");
    expect(limited.getState().opened.error).toEqual({
      status: 429,
      message: "Компания открыла 200 резюме за сутки",
    });

    const store = createCandidatesStore({ api: fakeApi() });
    await store.getState().actions.open("a1");
    expect(store.getState().opened).toMatchObject({
      status: "ready",
      candidate: { id: "a1" },
      contactRequest: null,
    });
    expect(await store.getState().actions.requestContacts("a1", { message: "Здравствуйте" })).toEqual({
      ok: true,
    });
    expect(store.getState().opened.contactRequest).toEqual(sent({ message: "Здравствуйте" }));
  });
});
