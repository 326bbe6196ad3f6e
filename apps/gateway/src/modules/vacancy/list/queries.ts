import type { VacancyFilters } from "@rabota/domain/wire/vacancy";
import { and, arrayOverlaps, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { companies } from "../../../db/tables/company";
import { vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";
import { cardColumns } from "../rows";
import {
  type Exclusions,
  exclusionConditions,
  exclusionValues,
  loadExclusions,
  preparedExclusionConditions,
} from "./exclusions";
import { afterCursor, NEWEST_FIRST, type PageCursor } from "./order";
import { COMMON_IN_WALK, matchesAmongNewest, searchCondition, searchPage, searchQueries } from "./search";

/**
 * The WHERE of the list and the total. No status filter means active vacancies only: an
 * archived vacancy is shown only to whoever asks for archived ones.
 */
function filterConditions(
  filters: Omit<VacancyFilters, "search">,
  exclusions: Exclusions | null,
  withHeld = false,
): SQL[] {
  const status = filters.status ?? "VACANCY_STATUS_ACTIVE";
  // The company's own active vacancies include those moderators hold (issue 42): it sees them
  // marked «На проверке»; nobody else does.
  const conditions: SQL[] = [
    withHeld && status === "VACANCY_STATUS_ACTIVE"
      ? inArray(vacancies.status, ["VACANCY_STATUS_ACTIVE", "VACANCY_STATUS_HELD"])
      : eq(vacancies.status, status),
  ];
  // What the applicant hid leaves their list and its total (issue 26).
  if (exclusions) conditions.push(...exclusionConditions(exclusions));
  if (filters.city?.length) conditions.push(inArray(vacancies.city, filters.city));
  // A region or a country takes every place in it: a vacancy's path holds its area's ancestors.
  if (filters.areaId?.length) conditions.push(arrayOverlaps(vacancies.areaPath, filters.areaId));
  if (filters.metroStationId?.length)
    conditions.push(arrayOverlaps(vacancies.metroStationIds, filters.metroStationId));
  if (filters.workingExperience?.length)
    conditions.push(inArray(vacancies.workingExperience, filters.workingExperience));
  if (filters.workingSchedule?.length)
    conditions.push(inArray(vacancies.workingSchedule, filters.workingSchedule));
  if (filters.officeType?.length) conditions.push(inArray(vacancies.officeType, filters.officeType));
  if (filters.salaryFrom !== undefined) {
    // A vacancy qualifies when its range reaches the wanted amount.
    conditions.push(sql`coalesce(${vacancies.salaryTo}, ${vacancies.salaryFrom}) >= ${filters.salaryFrom}`);
  }
  if (filters.skills?.length) conditions.push(arrayOverlaps(vacancies.skills, filters.skills));
  if (filters.companyId) conditions.push(eq(vacancies.companyId, filters.companyId));
  if (filters.assessed) conditions.push(isNotNull(vacancies.testName));
  return conditions;
}

/**
 * Published after `since`, as the list dates a vacancy: `created_at`, which publishing (from a
 * draft or the archive) sets to the publication's instant, and an import to the source's date.
 * «Продлить» moves only `published_at` and leaves the vacancy where it was in the list, so it
 * is not new. A range on the list's own date index: the walk stops at `since` and costs what
 * was published after it (decision record 014 has the figures of `coalesce(published_at,
 * created_at)`, which no index serves: up to 5 s on a million rows).
 */
function publishedAfter(since: Date): SQL {
  return sql`${vacancies.createdAt} > ${since.toISOString()}::timestamptz`;
}

/** A vacancy card of a list page, as {@link listVacancies} returns it. */
export type VacancyCardRow = Awaited<ReturnType<typeof listVacancies>>[number];

/**
 * One page, newest first, after `cursor`; `limit` rows at most.
 *
 * A search has no single good plan (the planner, alone, walked the whole date index for 3 s
 * for a word in fifty rows): a common word is best served by walking the date index and
 * testing rows until the page is full, a rare one by fetching its few matches through the GIN
 * index and sorting them. So a search first walks the newest {@link SEARCH_WALK_ROWS} rows
 * that pass the other filters; when they hold a full page, that page is exact (those are the
 * first matches in the order). Otherwise the word is rare and the second query fetches every
 * match and sorts. Common words cost one query, rare and absent ones two cheap ones. A search
 * the table of lexeme shares shows too rare to fill the page within the walk does not walk
 * (the walk of 2,000 rows and their search documents was most of such a search's cost).
 */
export async function listVacancies(
  db: Queryable,
  input: {
    filters: VacancyFilters;
    cursor: PageCursor | null;
    limit: number;
    viewerApplicantId: string | null;
    now: Date;
    /** Only vacancies published after this (a saved search's new ones); see {@link publishedAfter}. */
    publishedAfter?: Date;
    /** The viewer is an active member of `filters.companyId`: its held vacancies are listed too. */
    ownCompany?: boolean;
  },
) {
  const { search, ...others } = input.filters;
  const exclusions = input.viewerApplicantId ? await loadExclusions(db, input.viewerApplicantId) : null;
  if (!input.publishedAfter && Object.values(others).every((value) => value === undefined)) {
    const viewer = input.viewerApplicantId ? { applicantId: input.viewerApplicantId, exclusions } : null;
    return preparedListPage(db, { viewer, search, cursor: input.cursor, limit: input.limit, now: input.now });
  }
  const conditions = filterConditions(others, exclusions, input.ownCompany === true);
  if (input.publishedAfter) conditions.push(publishedAfter(input.publishedAfter));
  if (input.cursor)
    conditions.push(afterCursor({ createdAt: input.cursor.createdAt.toISOString(), id: input.cursor.id }));
  const page = (where: SQL | undefined, order: SQL[]) =>
    db
      .select(cardColumns(input.viewerApplicantId, input.now))
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(where)
      .orderBy(...order)
      .limit(input.limit);
  // A plain DESC would mean NULLS FIRST and turn the index walk into a full sort.
  if (!search) return page(and(...conditions), NEWEST_FIRST);
  const searched = searchQueries(db, {
    columns: cardColumns(input.viewerApplicantId, input.now),
    conditions,
    search,
    limit: input.limit,
  });
  return searchPage(
    () => searched.first,
    () => searched.matches,
    input.limit,
  );
}

/**
 * How many vacancies match the filters, counted up to `cap`: the answer is `cap` when there
 * are that many or more. Counting stops at the cap, so the cost is bounded whatever the table
 * size. A search counts a common word row by row and a rarer one through the GIN index, told
 * apart by its matches among the newest rows (one cheap query; none walked for a search the
 * table of lexeme shares shows rare).
 */
export async function countVacancies(
  db: Queryable,
  filters: VacancyFilters,
  cap: number,
  viewerApplicantId: string | null = null,
): Promise<number> {
  const { search, ...others } = filters;
  const exclusions = viewerApplicantId ? await loadExclusions(db, viewerApplicantId) : null;
  const conditions = filterConditions(others, exclusions);
  if (search) {
    const common = (await matchesAmongNewest(db, conditions, search)) >= COMMON_IN_WALK;
    conditions.push(searchCondition(search, vacancies.searchVector, !common));
  }
  const matches = db
    .select({ one: sql`1` })
    .from(vacancies)
    .where(and(...conditions))
    .limit(cap)
    .as("matches");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return row?.total ?? 0;
}

/**
 * The list with no filter but a search, as everyone opens and pages it — a guest, or an
 * applicant with their flags and without what they hid — as statements built and prepared once
 * per database and kind of viewer: building and planning them per request cost more than
 * running them (the query builder and the planner took a quarter of a guest's page; a
 * signed-in applicant's search, built per request, cost 6–8 ms of gateway CPU and ~5 ms of
 * PostgreSQL against ~1.4 and ~1 prepared). The applicant's statements take the viewer, the
 * instant and the three lists of {@link preparedExclusionConditions} as parameters.
 */
const preparedLists = new WeakMap<Queryable, Partial<Record<ListViewerKind, PreparedLists>>>();

type ListViewerKind = "guest" | "applicant";

type PreparedLists = ReturnType<typeof prepareLists>;

function prepareLists(db: Queryable, kind: ListViewerKind) {
  const conditions = [
    eq(vacancies.status, "VACANCY_STATUS_ACTIVE"),
    ...(kind === "applicant" ? preparedExclusionConditions() : []),
  ];
  const columns =
    kind === "applicant"
      ? cardColumns(sql.placeholder("viewer"), sql.placeholder("now"))
      : cardColumns(null, new Date(0));
  const after = afterCursor({ createdAt: sql.placeholder("createdAt"), id: sql.placeholder("id") });
  const page = (where: SQL | undefined, name: string) =>
    db
      .select(columns)
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder("limit"))
      .prepare(`vacancy_${kind}_${name}_page`);
  const searches = (where: SQL[], name: string) => {
    const queries = searchQueries(db, {
      columns,
      conditions: where,
      search: sql.placeholder("search"),
      limit: sql.placeholder("limit"),
    });
    return {
      first: queries.first.prepare(`vacancy_${kind}_search_first_${name}`),
      // An applicant's every-match statement runs when what they hid emptied the walk, a common
      // word's too (a word they hid themselves): its generic plan took 2.4 s there against
      // 0.75 s planned for the word (1 M rows), so it is built and planned per request. A
      // guest's runs for words the walk finds too rare, where the generic plan is the right one.
      matches: kind === "guest" ? queries.matches.prepare(`vacancy_${kind}_search_matches_${name}`) : null,
    };
  };
  return {
    pages: { first: page(and(...conditions), "first"), next: page(and(...conditions, after), "next") },
    searches: { first: searches(conditions, "first"), next: searches([...conditions, after], "next") },
  };
}

/** One page of {@link preparedLists}: the viewer's (null for a guest) with their exclusions. */
async function preparedListPage(
  db: Queryable,
  input: {
    viewer: { applicantId: string; exclusions: Exclusions | null } | null;
    search: string | undefined;
    cursor: PageCursor | null;
    limit: number;
    now: Date;
  },
) {
  const { viewer, search, cursor, limit } = input;
  const kind: ListViewerKind = viewer ? "applicant" : "guest";
  let ofDb = preparedLists.get(db);
  if (!ofDb) {
    ofDb = {};
    preparedLists.set(db, ofDb);
  }
  let prepared = ofDb[kind];
  if (!prepared) {
    prepared = prepareLists(db, kind);
    ofDb[kind] = prepared;
  }
  const values = {
    limit,
    ...(search ? { search } : {}),
    ...(cursor ? { createdAt: cursor.createdAt.toISOString(), id: cursor.id } : {}),
    ...(viewer
      ? {
          viewer: viewer.applicantId,
          now: input.now.toISOString(),
          ...exclusionValues(viewer.exclusions),
        }
      : {}),
  };
  if (!search) return (cursor ? prepared.pages.next : prepared.pages.first).execute(values);
  const statements = cursor ? prepared.searches.next : prepared.searches.first;
  const matches = () => {
    if (statements.matches) return statements.matches.execute(values);
    const conditions = filterConditions({}, viewer?.exclusions ?? null);
    if (cursor) conditions.push(afterCursor({ createdAt: cursor.createdAt.toISOString(), id: cursor.id }));
    const columns = cardColumns(viewer?.applicantId ?? null, input.now);
    return searchQueries(db, { columns, conditions, search, limit }).matches;
  };
  return searchPage(() => statements.first.execute(values), matches, limit);
}
