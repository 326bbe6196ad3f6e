import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import { describe, expect, it, vi } from "vitest";
import { createVacancyListCache } from "./list-cache";
import { createVacanciesStore, type VacanciesApi, type VacancySource } from "./vacancies-store";

const dto = (id: string, extra: Partial<VacancyDto> = {}): VacancyDto => ({
  id,
  title: `Вакансия ${id}`,
  company: { id: "c1", companyName: "Ромашка" },
  createdAt: "2025-10-28T09:00:00.000Z",
  isLikedByCurrentUser: false,
  hasApplied: false,
  ...extra,
});

function fakeApi(overrides: Partial<VacanciesApi> = {}): VacanciesApi {
  return {
    getVacancies: vi.fn(async () => ({ vacancies: [dto("1"), dto("2")], nextPageToken: "t1" })),
    getVacancyTotal: vi.fn(async () => ({ total: 25, capped: false })),
    getVacancy: vi.fn(async (id: string) => dto(id)),
    recordVacancyView: vi.fn(async () => "viewed"),
    likeVacancy: vi.fn(async () => ({ message: "liked" })),
    unlikeVacancy: vi.fn(async () => ({ message: "unliked" })),
    getFavouriteVacancies: vi.fn(async () => [dto("1", { isLikedByCurrentUser: true }), dto("2")]),
    getViewedVacancies: vi.fn(async () => [dto("3")]),
    getApplicantResponses: vi.fn(async () => [
      { vacancyId: "4", status: "RESPONSE_STATUS_REJECTED" as const, vacancy: dto("4") },
    ]),
    applyToVacancy: vi.fn(async () => ({})),
    deleteVacancies: vi.fn(async (ids: readonly string[]) => ({ message: "deleted", deletedIds: [...ids] })),
    getVacancyApplications: vi.fn(async () => []),
    updateApplicationStatus: vi.fn(),
    getTestCatalogue: vi.fn(async () => []),
    startVacancyTest: vi.fn(async () => ({
      testUrl: "/tests/s1",
      sessionId: "s1",
      testStatus: "TEST_STATUS_IN_PROGRESS" as const,
    })),
    setVacancyTest: vi.fn(async (_id: string, name: string | null) => name),
    undoRejection: vi.fn(),
    ...overrides,
  } as VacanciesApi;
}

describe("the vacancies store", () => {
  it("loads a page with its total, then appends only new vacancies and stops without a token", async () => {
    const getVacancies = vi
      .fn<VacanciesApi["getVacancies"]>()
      .mockResolvedValueOnce({ vacancies: [dto("1"), dto("2")], nextPageToken: "t1" })
      .mockResolvedValueOnce({ vacancies: [dto("2"), dto("3")], nextPageToken: null });
    const store = createVacanciesStore(fakeApi({ getVacancies }));
    await store.getState().actions.load({ kind: "search", filters: { city: ["Москва"] } });
    expect(store.getState()).toMatchObject({ status: "ready", total: 25, hasMore: true });
    await store.getState().actions.loadMore();
    expect(store.getState().vacancies.map((v) => v.id)).toEqual(["1", "2", "3"]);
    expect(store.getState().hasMore).toBe(false);
    expect(getVacancies).toHaveBeenLastCalledWith(
      { city: ["Москва"] },
      { pageSize: undefined, pageToken: "t1" },
    );
    await store.getState().actions.loadMore();
    expect(getVacancies).toHaveBeenCalledTimes(2);
  });

  it("stops paging after an empty page even with a token, and shows 0 when the total fails", async () => {
    const store = createVacanciesStore(
      fakeApi({
        getVacancies: vi.fn(async () => ({ vacancies: [], nextPageToken: "t" })),
        getVacancyTotal: vi.fn(async () => {
          throw new Error("down");
        }),
      }),
    );
    await store.getState().actions.load({ kind: "search", filters: {} });
    expect(store.getState()).toMatchObject({ status: "ready", total: 0, hasMore: false });
  });

  it("drops the answer of a superseded load", async () => {
    let release: (value: { vacancies: VacancyDto[] }) => void = () => {};
    const slow = new Promise<{ vacancies: VacancyDto[] }>((resolve) => {
      release = resolve;
    });
    const getVacancies = vi
      .fn<VacanciesApi["getVacancies"]>()
      .mockReturnValueOnce(slow)
      .mockResolvedValueOnce({ vacancies: [dto("new")] });
    const store = createVacanciesStore(fakeApi({ getVacancies }));
    const first = store.getState().actions.load({ kind: "search", filters: { search: "старый" } });
    await store.getState().actions.load({ kind: "search", filters: { search: "новый" } });
    release({ vacancies: [dto("old")] });
    await first;
    expect(store.getState().vacancies.map((v) => v.id)).toEqual(["new"]);
  });

  it("likes and unlikes; on the favourites list an unliked vacancy leaves it and the total is its length", async () => {
    const store = createVacanciesStore(fakeApi());
    await store.getState().actions.load({ kind: "liked", applicantId: "a" });
    expect(store.getState().total).toBe(2);
    await store.getState().actions.like("2", "a");
    expect(store.getState().vacancies.find((v) => v.id === "2")?.isLikedByCurrentUser).toBe(true);
    await store.getState().actions.unlike("1", "a");
    expect(store.getState().vacancies.map((v) => v.id)).toEqual(["2"]);
    expect(store.getState().total).toBe(1);

    await store.getState().actions.load({ kind: "search", filters: {} });
    await store.getState().actions.unlike("1", "a");
    expect(store.getState().vacancies.map((v) => v.id)).toEqual(["1", "2"]);
    expect(store.getState().total).toBe(25);
  });

  it("marks an application, lowers the total on delete, and clears the current vacancy while opening", async () => {
    const api = fakeApi();
    const store = createVacanciesStore(api);
    await store.getState().actions.load({ kind: "search", filters: {} });
    await store.getState().actions.open("1", "a");
    expect(store.getState().current?.id).toBe("1");
    expect(api.recordVacancyView).toHaveBeenCalledWith("1", "a");
    await store.getState().actions.apply("1", "a");
    expect(store.getState().vacancies[0]?.hasApplied).toBe(true);
    expect(store.getState().current).toMatchObject({
      hasApplied: true,
      responseStatus: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
    });

    const opening = store.getState().actions.open("2");
    expect(store.getState().current).toBeNull();
    expect(store.getState().currentStatus).toBe("loading");
    await opening;
    expect(store.getState().current?.id).toBe("2");
    // A guest's (or employer's) opening records no view.
    expect(api.recordVacancyView).toHaveBeenCalledTimes(1);

    await store.getState().actions.remove(["1", "2"]);
    expect(store.getState().vacancies).toEqual([]);
    expect(store.getState().total).toBe(23);
  });

  it("lets hidden vacancies go without a request: one by id, or all of a company, the total dropping as many", async () => {
    const getVacancies = vi.fn(async () => ({
      vacancies: [dto("1"), dto("2", { company: { id: "c2", companyName: "Василёк" } }), dto("3")],
      nextPageToken: null,
    }));
    const store = createVacanciesStore(fakeApi({ getVacancies }));
    await store.getState().actions.load({ kind: "search", filters: {} });
    store.getState().actions.drop((vacancy) => vacancy.id === "2");
    expect(store.getState()).toMatchObject({ total: 24 });
    expect(store.getState().vacancies.map((v) => v.id)).toEqual(["1", "3"]);
    store.getState().actions.drop((vacancy) => vacancy.company.id === "c1");
    expect(store.getState()).toMatchObject({ vacancies: [], total: 22 });
    expect(getVacancies).toHaveBeenCalledTimes(1);
  });

  it("shows the vacancy the page's HTML served at once: no request for a guest, the own flags fetched for a viewer", async () => {
    const api = fakeApi({ getVacancy: vi.fn(async (id: string) => dto(id, { isLikedByCurrentUser: true })) });
    const store = createVacanciesStore(api);
    await store.getState().actions.open("7", undefined, { vacancy: dto("7"), signedIn: false });
    expect(store.getState()).toMatchObject({
      currentStatus: "ready",
      current: { id: "7", title: "Вакансия 7" },
    });
    expect(api.getVacancy).not.toHaveBeenCalled();

    const opening = store.getState().actions.open("7", "a", { vacancy: dto("7"), signedIn: true });
    // Shown while the applicant's flags load, never cleared.
    expect(store.getState()).toMatchObject({
      currentStatus: "ready",
      current: { isLikedByCurrentUser: false },
    });
    await opening;
    expect(api.recordVacancyView).toHaveBeenCalledWith("7", "a");
    expect(store.getState().current?.isLikedByCurrentUser).toBe(true);

    // Another vacancy than the served one is fetched as usual.
    const other = store.getState().actions.open("8", undefined, { vacancy: dto("7"), signedIn: false });
    expect(store.getState().current).toBeNull();
    await other;
    expect(api.getVacancy).toHaveBeenLastCalledWith("8");
  });

  it("keeps a response made while a served vacancy's own flags were loading", async () => {
    let answerStale: (value: ReturnType<typeof dto>) => void = () => {};
    const getVacancy = vi
      .fn<VacanciesApi["getVacancy"]>()
      // The first answer left the server before the response was made…
      .mockImplementationOnce(() => new Promise((resolve) => (answerStale = resolve)))
      // …the second one after it.
      .mockImplementation(async (id: string) =>
        dto(id, { responseStatus: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" }),
      );
    const store = createVacanciesStore(fakeApi({ getVacancy }));
    const opening = store.getState().actions.open("7", "a", { vacancy: dto("7"), signedIn: true });
    await vi.waitFor(() => expect(getVacancy).toHaveBeenCalledTimes(1), { timeout: 60_000 });
    await store.getState().actions.apply("7", "a");
    answerStale(dto("7"));
    await opening;
    expect(getVacancy).toHaveBeenCalledTimes(2);
    expect(store.getState().current?.responseStatus).toBe("RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED");
  });

  it("lists the applicant's responses with their statuses and reports a failed details load", async () => {
    const store = createVacanciesStore(
      fakeApi({
        getVacancy: vi.fn(async () => {
          throw Object.assign(new Error("not found"), { status: 404 });
        }),
      }),
    );
    await store.getState().actions.load({ kind: "applied", applicantId: "a", status: "rejected" });
    expect(store.getState().vacancies[0]).toMatchObject({
      id: "4",
      hasApplied: true,
      responseStatus: "RESPONSE_STATUS_REJECTED",
    });
    await store.getState().actions.open("x");
    expect(store.getState()).toMatchObject({ currentStatus: "error", currentError: { status: 404 } });
  });

  it("marks a response an employer started by inviting a found person (issue 44)", async () => {
    const store = createVacanciesStore(
      fakeApi({
        getApplicantResponses: vi.fn(async () => [
          {
            vacancyId: "5",
            status: "RESPONSE_STATUS_INVITED" as const,
            vacancy: dto("5"),
            startedBy: "employer" as const,
          },
          { vacancyId: "4", status: "RESPONSE_STATUS_REJECTED" as const, vacancy: dto("4") },
        ]),
      }),
    );
    await store.getState().actions.load({ kind: "applied", applicantId: "a" });
    expect(store.getState().vacancies.map((vacancy) => vacancy.invitedByEmployer)).toEqual([true, false]);
  });

  it("starting a vacancy's test sets its status to in progress in the list and the details (§4)", async () => {
    const api = fakeApi({
      getVacancies: vi.fn(async () => ({
        vacancies: [dto("1", { testName: "SKILL_SQL", testStatus: "TEST_STATUS_TODO" })],
      })),
      getVacancy: vi.fn(async (id: string) =>
        dto(id, { testName: "SKILL_SQL", testStatus: "TEST_STATUS_TODO" }),
      ),
    });
    const store = createVacanciesStore(api);
    await store.getState().actions.load({ kind: "search", filters: {} });
    await store.getState().actions.open("1", "a1");
    const started = await store.getState().actions.startTest("1");
    expect(started).toEqual({ ok: true, testUrl: "/tests/s1" });
    expect(api.startVacancyTest).toHaveBeenCalledWith("1", "SKILL_SQL");
    expect(store.getState().current?.testStatus).toBe("TEST_STATUS_IN_PROGRESS");
    expect(store.getState().vacancies[0]?.testStatus).toBe("TEST_STATUS_IN_PROGRESS");
  });

  it("a valid earlier result counts at once: the status becomes completed; a refusal keeps the status", async () => {
    const startVacancyTest = vi
      .fn<VacanciesApi["startVacancyTest"]>()
      .mockResolvedValueOnce({ testUrl: "/tests/old", sessionId: "old", testStatus: "TEST_STATUS_COMPLETED" })
      .mockRejectedValueOnce(new Error("Тест можно пройти снова с 24 декабря 2026 г."));
    const api = fakeApi({
      getVacancy: vi.fn(async (id: string) =>
        dto(id, { testName: "SKILL_SQL", testStatus: "TEST_STATUS_TODO" }),
      ),
      startVacancyTest,
    });
    const store = createVacanciesStore(api);
    await store.getState().actions.open("1", "a1");
    await store.getState().actions.startTest("1");
    expect(store.getState().current?.testStatus).toBe("TEST_STATUS_COMPLETED");
    await store.getState().actions.open("2", "a1");
    expect(await store.getState().actions.startTest("2")).toEqual({
      ok: false,
      message: "Тест можно пройти снова с 24 декабря 2026 г.",
    });
    expect(store.getState().current?.testStatus).toBe("TEST_STATUS_TODO");
  });

  it("loads responses in the chosen order and sets an own vacancy's test", async () => {
    const api = fakeApi({ getVacancy: vi.fn(async (id: string) => dto(id)) });
    const store = createVacanciesStore(api);
    await store.getState().actions.open("1");
    await store.getState().actions.loadApplications("1", "coefficient");
    expect(api.getVacancyApplications).toHaveBeenCalledWith("1", "coefficient");
    expect(store.getState().applicationsSort).toBe("coefficient");
    await store.getState().actions.setVacancyTest("1", "SKILL_EXCEL");
    expect(store.getState().current?.testName).toBe("SKILL_EXCEL");
  });

  it("loads a candidate's responses and keeps each answer in place, with what only a list carries", async () => {
    const application = (vacancyId: string) => ({
      vacancyId,
      applicantId: "a1",
      applicantName: "Анна",
      applicantSurname: "Смирнова",
      appliedAt: "2025-10-28T09:00:00.000Z",
      status: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" as const,
    });
    const api = fakeApi({
      getCandidateApplications: vi.fn(async () => [
        { ...application("2"), vacancyTitle: "Инженер данных" },
        { ...application("1"), vacancyTitle: "Аналитик данных" },
      ]),
      getVacancyApplications: vi.fn(async () => [{ ...application("1"), coefficient: 72 }]),
      inviteApplicant: vi.fn(async (vacancyId: string, _applicantId: string, message: string) => ({
        ...application(vacancyId),
        status: "RESPONSE_STATUS_INVITED" as const,
        invitationMessage: message,
      })),
    });
    const store = createVacanciesStore(api);
    await store.getState().actions.loadCandidateApplications("a1");
    expect(api.getCandidateApplications).toHaveBeenCalledWith("a1");
    expect(store.getState().candidateApplicationsStatus).toBe("ready");
    await store.getState().actions.loadApplications("1");

    await store.getState().actions.invite("1", "a1", "Ждём в четверг");
    expect(store.getState().candidateApplications).toMatchObject([
      { vacancyId: "2", vacancyTitle: "Инженер данных", status: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" },
      {
        vacancyId: "1",
        vacancyTitle: "Аналитик данных",
        status: "RESPONSE_STATUS_INVITED",
        invitationMessage: "Ждём в четверг",
      },
    ]);
    // The vacancy's own list shows the same answer and keeps the coefficient the answer lacks.
    expect(store.getState().applications).toMatchObject([
      { vacancyId: "1", status: "RESPONSE_STATUS_INVITED", coefficient: 72 },
    ]);
  });

  it("says so when a candidate's responses fail to load", async () => {
    const store = createVacanciesStore(
      fakeApi({
        getCandidateApplications: vi.fn(async () => {
          throw new Error("403");
        }),
      }),
    );
    await store.getState().actions.loadCandidateApplications("a1");
    expect(store.getState()).toMatchObject({
      candidateApplicationsStatus: "error",
      candidateApplications: [],
    });
  });

  describe("with the app's list cache", () => {
    const search: VacancySource = { kind: "search", filters: {} };

    it("keeps a paged list and restores it, with its scroll position, without a request", async () => {
      const cache = createVacancyListCache<VacancySource>();
      const getVacancies = vi
        .fn<VacanciesApi["getVacancies"]>()
        .mockResolvedValueOnce({ vacancies: [dto("1"), dto("2")], nextPageToken: "t1" })
        .mockResolvedValueOnce({ vacancies: [dto("3")], nextPageToken: "t2" });
      const leaving = createVacanciesStore(fakeApi({ getVacancies }), cache);
      await leaving.getState().actions.load(search, "all");
      await leaving.getState().actions.loadMore();
      leaving.getState().actions.rememberScroll("all", 1234);

      // Back to the list: a new route's store, the same cache.
      const back = createVacanciesStore(fakeApi({ getVacancies }), cache);
      expect(back.getState().actions.restore(search, "all")).toBe(1234);
      expect(back.getState()).toMatchObject({
        status: "ready",
        total: 25,
        hasMore: true,
        nextPageToken: "t2",
      });
      expect(back.getState().vacancies.map((v) => v.id)).toEqual(["1", "2", "3"]);
      expect(getVacancies).toHaveBeenCalledTimes(2);
      expect(back.getState().actions.restore(search, "other")).toBeNull();
    });

    it("without a cache, or for a list never loaded, there is nothing to restore", async () => {
      const store = createVacanciesStore(fakeApi());
      await store.getState().actions.load(search, "all");
      expect(store.getState().actions.restore(search, "all")).toBeNull();
    });

    it("a like or an unlike on the vacancy page changes the kept lists", async () => {
      const cache = createVacancyListCache<VacancySource>();
      const liked: VacancySource = { kind: "liked", applicantId: "a" };
      await createVacanciesStore(fakeApi(), cache).getState().actions.load(search, "all");
      await createVacanciesStore(fakeApi(), cache).getState().actions.load(liked, "liked");

      const details = createVacanciesStore(fakeApi(), cache);
      await details.getState().actions.open("2");
      await details.getState().actions.like("2", "a");
      expect(cache.get("all")?.vacancies.find((v) => v.id === "2")?.isLikedByCurrentUser).toBe(true);
      await details.getState().actions.unlike("1", "a");
      // The favourites list loses the vacancy; the search list only its heart.
      expect(cache.get("liked")?.vacancies.map((v) => v.id)).toEqual(["2"]);
      expect(cache.get("liked")?.total).toBe(1);
      expect(cache.get("all")?.vacancies.map((v) => v.id)).toEqual(["1", "2"]);
    });
  });
});
