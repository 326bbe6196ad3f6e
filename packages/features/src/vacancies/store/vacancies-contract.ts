/**
 * What the vacancies store talks to (the gateway's vacancy calls) and what it holds: the
 * contract of `createVacanciesStore` (./vacancies-store), apart from its behaviour.
 */
import type { ResponseQueryFilter, ResponseStatus, ViewedQueryFilter } from "@rabota/domain/enums";
import type { Vacancy } from "@rabota/domain/mappers";
import type { AreaDto, MetroLine } from "@rabota/domain/wire/places";
import type { SalaryQuery, SalaryResponse } from "@rabota/domain/wire/salaries";
import type { TestCatalogueEntry, TestSessionResponse } from "@rabota/domain/wire/tests";
import type {
  ApplicantResponseDto,
  CandidateApplicationDto,
  DeleteVacanciesResponse,
  VacancyApplicationDto,
  VacancyDto,
  VacancyFilters,
  VacancyListResponse,
  VacancyPaging,
  VacancyTotalResponse,
  VacancyWriteRequest,
} from "@rabota/domain/wire/vacancy";
import type { LoadStatus } from "../../lib/store-kit";

/** The calls the store needs; the app passes `apiClient.vacancy`. */
export interface VacanciesApi {
  getVacancies(filters: VacancyFilters, paging: VacancyPaging): Promise<VacancyListResponse>;
  getVacancyTotal(filters: VacancyFilters): Promise<VacancyTotalResponse>;
  getVacancy(vacancyId: string): Promise<VacancyDto>;
  recordVacancyView(vacancyId: string, applicantId: string): Promise<unknown>;
  likeVacancy(vacancyId: string, applicantId: string): Promise<unknown>;
  unlikeVacancy(vacancyId: string, applicantId: string): Promise<unknown>;
  getFavouriteVacancies(applicantId: string): Promise<VacancyDto[]>;
  getViewedVacancies(applicantId: string, filter?: ViewedQueryFilter): Promise<VacancyDto[]>;
  getApplicantResponses(applicantId: string, filter?: ResponseQueryFilter): Promise<ApplicantResponseDto[]>;
  applyToVacancy(vacancyId: string, applicantId: string): Promise<unknown>;
  deleteVacancies(vacancyIds: readonly string[]): Promise<DeleteVacanciesResponse>;
  getVacancyApplications(vacancyId: string, sort?: ApplicationsSort): Promise<VacancyApplicationDto[]>;
  /** One candidate's responses to the employer's company's vacancies (the candidate's page). */
  getCandidateApplications(applicantId: string): Promise<CandidateApplicationDto[]>;
  /** The test catalogue (titles of the tests vacancies ask for; the employer's choice). */
  getTestCatalogue(): Promise<TestCatalogueEntry[]>;
  /** Skill suggestions from the skills dictionary (the profile's), best first. */
  getSkills(search: string): Promise<string[]>;
  /** Places of hh.ru's dictionary for a typed name, best first (`GET /v1/areas?search=`). */
  searchAreas(search: string): Promise<AreaDto[]>;
  /** One place by its id (`GET /v1/areas/{id}`): the filter's name for an id in the address. */
  getArea(id: string): Promise<AreaDto>;
  /** A city's metro lines and stations (`GET /v1/areas/{id}/metro`; none without a metro). */
  getMetro(areaId: string): Promise<MetroLine[]>;
  /** `GET /v1/salaries`: what a profession pays in a place (the vacancy page's position against the median). */
  getSalaries(query: SalaryQuery): Promise<SalaryResponse>;
  /** `POST /v1/vacancy/test/session`: where to take the vacancy's test. */
  startVacancyTest(vacancyId: string, testName: string): Promise<TestSessionResponse>;
  /** Sets or clears the test an own vacancy asks for; resolves to the stored name. */
  setVacancyTest(vacancyId: string, testName: string | null): Promise<string | null>;
  updateApplicationStatus(
    vacancyId: string,
    applicantId: string,
    status: "RESPONSE_STATUS_VIEWED" | "RESPONSE_STATUS_REJECTED",
  ): Promise<VacancyApplicationDto>;
  /** Takes «Отказать» back within its window; rejects (409) once the window is over. */
  undoRejection(vacancyId: string, applicantId: string): Promise<VacancyApplicationDto>;
  /** «Пригласить» with a message: the response becomes an invitation. */
  inviteApplicant(vacancyId: string, applicantId: string, message: string): Promise<VacancyApplicationDto>;
  /** `POST /v1/vacancy`: a vacancy written into the employer's company (a draft by default). */
  createVacancy(vacancy: VacancyWriteRequest): Promise<VacancyDto>;
  /** `POST /v1/vacancy/{id}/prolong`: «Продлить», the vacancy's lifetime starts again. */
  prolongVacancy(vacancyId: string): Promise<VacancyDto>;
  /** `POST /v1/vacancy/{id}/status`: publishes or archives an own vacancy. */
  setVacancyStatus(
    vacancyId: string,
    status: "VACANCY_STATUS_ACTIVE" | "VACANCY_STATUS_ARCHIVED",
  ): Promise<VacancyDto>;
}

/** How the employer orders the responses: newest first, or by the applicants' coefficient. */
export type ApplicationsSort = "appliedAt" | "coefficient";

/** Where a started test is taken, or why it did not start. */
type TestStartResult = { ok: true; testUrl: string } | { ok: false; message: string };

/** What a list shows: the searchable list, or one of the applicant's personal lists. */
export type VacancySource =
  | { readonly kind: "search"; readonly filters: VacancyFilters; readonly pageSize?: number }
  | { readonly kind: "liked"; readonly applicantId: string }
  | { readonly kind: "viewed"; readonly applicantId: string; readonly period?: ViewedQueryFilter }
  | { readonly kind: "applied"; readonly applicantId: string; readonly status?: ResponseQueryFilter };

/** The list part of the state, as the server rendered a list page from it (JSON-safe). */
type ServedList = Pick<
  VacanciesState,
  "source" | "listKey" | "vacancies" | "total" | "totalCapped" | "nextPageToken" | "hasMore"
>;

/**
 * What a server-rendered vacancy page started from (issue 27): the first list, or the vacancy as
 * the viewer's API answered it. The page's first store starts from it, so the browser's first
 * render is the server's markup, and nothing is asked again.
 */
export interface ServedVacancies {
  readonly list?: ServedList;
  readonly vacancy?: VacancyDto;
  /** The test catalogue, for the titles an applicant's vacancy page shows. */
  readonly tests?: readonly TestCatalogueEntry[];
}

export interface VacanciesState {
  source: VacancySource | null;
  /** The key the list is kept under in the list cache (viewer and source), when it is kept. */
  listKey: string | null;
  vacancies: readonly Vacancy[];
  total: number;
  /** The total is a cap the count stopped at: there are more («более N»). */
  totalCapped: boolean;
  status: LoadStatus;
  nextPageToken: string | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  error: string | null;

  /** The vacancy of the details page; null while a new one loads. */
  current: Vacancy | null;
  currentStatus: LoadStatus;
  currentError: { status: number; message: string } | null;
  applications: readonly VacancyApplicationDto[];
  applicationsStatus: LoadStatus;
  applicationsSort: ApplicationsSort;
  /** One candidate's responses to the company's vacancies, across them (the candidate's page). */
  candidateApplications: readonly CandidateApplicationDto[];
  candidateApplicationsStatus: LoadStatus;
  /** The test catalogue, once loaded (empty before). */
  tests: readonly TestCatalogueEntry[];
  /** The vacancy whose test is starting, or null. */
  startingTest: string | null;
  /**
   * The salary figures of the details page's vacancy (its profession in its place, issue 45),
   * under the `professionId:areaId` they were asked for; null before any is asked.
   */
  salaries: { key: string; status: LoadStatus; figures: SalaryResponse | null } | null;

  actions: {
    /** Shows `source` from its first page (and its total), kept in the list cache under `key`. */
    load: (source: VacancySource, key?: string) => Promise<void>;
    /**
     * Shows the list kept under `key` as it was left (Back to it), without a request; gives
     * the scroll position to return to, or null when none is kept (then `load` it).
     */
    restore: (source: VacancySource, key: string) => number | null;
    /**
     * Whether the store started from a served list kept under `key` (then it need not load);
     * true once only: a later visit to the same address loads anew.
     */
    adoptServed: (key: string) => boolean;
    /** Notes the scroll position of the list under `key` as it is left. */
    rememberScroll: (key: string, scrollY: number) => void;
    /** Appends the next page, only vacancies not listed yet. */
    loadMore: () => Promise<void>;
    /** Likes as `applicantId`; the flag changes in the list and the details. */
    like: (vacancyId: string, applicantId: string) => Promise<void>;
    /** Unlikes; on the favourites list the vacancy leaves the list. */
    unlike: (vacancyId: string, applicantId: string) => Promise<void>;
    /** Applies; `hasApplied` becomes true and the response shows as not yet viewed. */
    apply: (vacancyId: string, applicantId: string) => Promise<void>;
    /** Deletes the employer's vacancies; the list loses them and the total drops. */
    remove: (vacancyIds: readonly string[]) => Promise<void>;
    /**
     * Lets vacancies go from the lists without a request (the applicant hid them, issue 26);
     * the total drops by as many.
     */
    drop: (match: (vacancy: Vacancy) => boolean) => void;
    /**
     * Opens one vacancy, clearing the current one while it loads. With `applicantId` the view is
     * recorded first (its own POST: a GET never writes), so the count shown includes it.
     */
    open: (
      vacancyId: string,
      applicantId?: string,
      /**
       * The vacancy as the page's HTML carried it (the gateway inlines it: public fields, no
       * viewer's flags), shown without asking; a signed-in viewer's own flags (liked, applied,
       * test; an employer's counts) are still fetched, while it shows.
       */
      served?: { vacancy: VacancyDto; signedIn: boolean },
    ) => Promise<void>;
    /** The employer's view of who applied to `vacancyId`, in `sort` order (default: as last chosen). */
    loadApplications: (vacancyId: string, sort?: ApplicationsSort) => Promise<void>;
    /** The employer's view of `applicantId`'s responses to its company's vacancies, newest first. */
    loadCandidateApplications: (applicantId: string) => Promise<void>;
    /** Loads the test catalogue once. */
    loadTests: () => Promise<void>;
    /** Skill suggestions for the skills filter; an empty list when the call fails. */
    suggestSkills: (search: string) => Promise<string[]>;
    /** Place suggestions for the place filter; an empty list when the call fails. */
    suggestAreas: (search: string) => Promise<AreaDto[]>;
    /** The place of an id (the filter shows its name); null when it cannot be read. */
    areaOf: (id: string) => Promise<AreaDto | null>;
    /** A city's metro for the stations filter; none when it has none or cannot be read. */
    metroOf: (areaId: string) => Promise<MetroLine[]>;
    /** Starts the vacancy's test; its status becomes in progress (§4), or completed when an earlier result counts. */
    startTest: (vacancyId: string) => Promise<TestStartResult>;
    /** Sets or clears the test of the employer's own vacancy. */
    setVacancyTest: (vacancyId: string, testName: string | null) => Promise<void>;
    /** Marks an application viewed or rejected (in whichever list shows it). */
    setApplicationStatus: (
      vacancyId: string,
      applicantId: string,
      status: Extract<ResponseStatus, "RESPONSE_STATUS_VIEWED" | "RESPONSE_STATUS_REJECTED">,
    ) => Promise<void>;
    /** Takes a rejection back while its undo window lasts; throws once it is over. */
    undoRejection: (vacancyId: string, applicantId: string) => Promise<void>;
    /** Invites the applicant with a message; the application shows «Приглашение». */
    invite: (vacancyId: string, applicantId: string, message: string) => Promise<void>;
    /** Publishes (a draft, or again from the archive) or archives the employer's vacancy; the details show it. */
    setStatus: (
      vacancyId: string,
      status: "VACANCY_STATUS_ACTIVE" | "VACANCY_STATUS_ARCHIVED",
    ) => Promise<void>;
    /** «Продлить»: the employer's active vacancy starts its lifetime again; the details show it. */
    prolong: (vacancyId: string) => Promise<void>;
    /** Asks the figures of a profession in a place (the vacancy page's position line); a failure leaves none. */
    loadSalaries: (professionId: string, areaId: string) => Promise<void>;
    /** Starts a new draft from one of the employer's vacancies (every field copied); resolves to its id. */
    copy: (vacancy: Vacancy) => Promise<string>;
  };
}
