import type { ResponseStatus } from "@rabota/domain/enums";
import type { VacancyFilters } from "@rabota/domain/wire/vacancy";
import {
  and,
  arrayOverlaps,
  between,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { users } from "../../db/tables/auth";
import { companies } from "../../db/tables/company";
import { applicants } from "../../db/tables/profile";
import {
  deletedVacancies,
  searchLexemes,
  vacancies,
  vacancyLikes,
  vacancyResponses,
  vacancyViewDays,
  vacancyViews,
} from "../../db/tables/vacancy";
import type { Db, Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import {
  type Exclusions,
  exclusionConditions,
  exclusionValues,
  loadExclusions,
  preparedExclusionConditions,
} from "../hidden/exclusions";
import { type NewVacancy, searchTextOf } from "./demo-data";
import { moscowDayOf } from "./time";

/** Where a page ends: the (created_at, id) of its last vacancy. */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

/** A query's value, or the placeholder a prepared statement takes it by. */
type Value<T> = T | ReturnType<typeof sql.placeholder>;

/** An instant as SQL: a date's ISO text, or a prepared statement's parameter (ISO text too). */
const instant = (at: Value<Date>) => sql`${at instanceof Date ? at.toISOString() : at}::timestamptz`;

/**
 * A response's status as the applicant sees it at `now`: a rejection only once it has taken
 * effect (the employer's undo window is over).
 */
function applicantStatus(now: Value<Date>) {
  return sql<ResponseStatus>`(case when ${vacancyResponses.rejectedAt} <= ${instant(now)} then 'RESPONSE_STATUS_REJECTED'::response_status else ${vacancyResponses.status} end)`;
}

/** The invitation's message as the applicant sees it at `now`: none once a rejection took effect. */
function invitationOf(now: Value<Date>) {
  return sql<
    string | null
  >`(case when ${vacancyResponses.status} = 'RESPONSE_STATUS_INVITED' and (${vacancyResponses.rejectedAt} is null or ${vacancyResponses.rejectedAt} > ${instant(now)}) then ${vacancyResponses.invitationMessage} end)`;
}

/** A response's status as the employer sees it: rejected from the moment of «Отказать». */
const employerStatus = sql<ResponseStatus>`(case when ${vacancyResponses.rejectedAt} is not null then 'RESPONSE_STATUS_REJECTED'::response_status else ${vacancyResponses.status} end)`;

/**
 * The personal flags of a row for the viewer (an applicant id), or constants for anyone
 * else; correlated sub-selects on primary keys, so they cost one index probe per row. The
 * response status is the applicant's view of it at `now`.
 */
function personalColumns(viewerApplicantId: Value<string> | null, now: Value<Date>) {
  if (!viewerApplicantId) {
    return {
      isLiked: sql<boolean>`false`,
      responseStatus: sql<ResponseStatus | null>`null::response_status`,
      invitationMessage: sql<string | null>`null::text`,
    };
  }
  return {
    isLiked: sql<boolean>`exists (select 1 from ${vacancyLikes} where ${vacancyLikes.vacancyId} = ${vacancies.id} and ${vacancyLikes.applicantId} = ${viewerApplicantId})`,
    responseStatus: sql<ResponseStatus | null>`(select ${applicantStatus(now)} from ${vacancyResponses} where ${vacancyResponses.vacancyId} = ${vacancies.id} and ${vacancyResponses.applicantId} = ${viewerApplicantId})`,
    invitationMessage: sql<
      string | null
    >`(select ${invitationOf(now)} from ${vacancyResponses} where ${vacancyResponses.vacancyId} = ${vacancies.id} and ${vacancyResponses.applicantId} = ${viewerApplicantId})`,
  };
}

/** What a card in a list shows: no long texts (the page of the vacancy has them). */
function cardColumns(viewerApplicantId: Value<string> | null, now: Value<Date>) {
  return {
    id: vacancies.id,
    title: vacancies.title,
    workingExperience: vacancies.workingExperience,
    workingSchedule: vacancies.workingSchedule,
    officeType: vacancies.officeType,
    city: vacancies.city,
    skills: vacancies.skills,
    salaryFrom: vacancies.salaryFrom,
    salaryTo: vacancies.salaryTo,
    salaryCurrency: vacancies.salaryCurrency,
    salaryGross: vacancies.salaryGross,
    status: vacancies.status,
    testName: vacancies.testName,
    // The card does not show it; the company's statistics do.
    views: vacancies.views,
    publishedAt:
      sql<Date | null>`(case when ${vacancies.status} = 'VACANCY_STATUS_DRAFT' then null else coalesce(${vacancies.publishedAt}, ${vacancies.createdAt}) end)`.mapWith(
        vacancies.createdAt,
      ),
    /** The lifetime runs from here; null for a vacancy never published here (no lifetime). */
    lifetimeFrom: vacancies.publishedAt,
    source: vacancies.source,
    editedHere: sql<boolean>`(${vacancies.editedAt} is not null)`,
    createdAt: vacancies.createdAt,
    companyId: companies.id,
    companyName: companies.companyName,
    companyCity: companies.city,
    companyLogoFileId: companies.logoFileId,
    companyRating: companies.rating,
    companyFeedbackCount: companies.feedbackCount,
    ...personalColumns(viewerApplicantId, now),
  };
}

/** The whole vacancy: the card and the texts of its page. */
function vacancyColumns(viewerApplicantId: string | null, now: Date) {
  return {
    ...cardColumns(viewerApplicantId, now),
    description: vacancies.description,
    requirements: vacancies.requirements,
    objectives: vacancies.objectives,
    offerings: vacancies.offerings,
    qualities: vacancies.qualities,
    positions: vacancies.positions,
    updatedAt: vacancies.updatedAt,
  };
}

/** A vacancy card of a list page, as {@link listVacancies} returns it. */
export type VacancyCardRow = Awaited<ReturnType<typeof listVacancies>>[number];

/** A vacancy with its company and the viewer's flags, as the queries return it. */
export type VacancyRow = NonNullable<Awaited<ReturnType<typeof findVacancy>>>;

/**
 * The search condition. `@@` can use the GIN index vacancies_search_idx; `ts_match_vq` is the
 * function `@@` calls, which no index serves: written so where a date-index walk tests rows
 * one by one and the planner must not be tempted into the GIN index instead.
 */
function searchCondition(
  search: Value<string>,
  vector: SQL | typeof vacancies.searchVector,
  indexed: boolean,
): SQL {
  const query = sql`websearch_to_tsquery('russian', ${search})`;
  return indexed ? sql`${vector} @@ ${query}` : sql`ts_match_vq(${vector}, ${query})`;
}

/**
 * The search condition of the branch that runs only for a rare search: the query is a
 * sub-select, which the planner cannot read, so it plans for a word of ordinary rarity (a GIN
 * bitmap and a sort). Given a common word it planned a parallel scan for the branch, and
 * starting its workers cost ~40 ms even though the branch's one-time filter then stopped it.
 */
const gatedSearch = (search: Value<string>) =>
  sql`${vacancies.searchVector} @@ (select websearch_to_tsquery('russian', ${search}))`;

/**
 * The WHERE of the list and the total. No status filter means active vacancies only: an
 * archived vacancy is shown only to whoever asks for archived ones.
 */
function filterConditions(filters: Omit<VacancyFilters, "search">, exclusions: Exclusions | null): SQL[] {
  const conditions: SQL[] = [eq(vacancies.status, filters.status ?? "VACANCY_STATUS_ACTIVE")];
  // What the applicant hid leaves their list and its total (issue 26).
  if (exclusions) conditions.push(...exclusionConditions(exclusions));
  if (filters.city?.length) conditions.push(inArray(vacancies.city, filters.city));
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

/**
 * How far a search walks the date index before it gives up on the walk: a word in one
 * vacancy of ~180 or more fills a page within these rows (about a millisecond), a rarer one is
 * served by its few matches instead.
 */
export const SEARCH_WALK_ROWS = 2000;

/** After the page that ended at `cursor`, in the list's order (a prepared statement's parameters). */
function afterCursor(cursor: { createdAt: Value<string>; id: Value<string> }): SQL {
  return sql`(${vacancies.createdAt}, ${vacancies.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** Newest first, matching the indexes' order exactly (drizzle-kit writes DESC NULLS LAST). */
const NEWEST_FIRST = [sql`${vacancies.createdAt} desc nulls last`, sql`${vacancies.id} desc nulls last`];

/**
 * The smallest share of active vacancies holding one of the search's words, by the table of
 * lexeme shares (0 for a word it leaves out, a rare one): a bound on the share of vacancies the
 * search matches, since a match holds every word. Null when it bounds nothing: the table was
 * never filled, or the search has an `or` or a `-word` (its tsquery an `|` or a `!`).
 */
function searchShare(search: Value<string>): SQL<number | null> {
  const words = sql`unnest(tsvector_to_array(to_tsvector('russian', ${search}::text)))`;
  return sql<
    number | null
  >`(case when exists (select 1 from ${searchLexemes}) and websearch_to_tsquery('russian', ${search})::text !~ '[|!]' then (select min(coalesce(known.share, 0)) from ${words} as word(lexeme) left join ${searchLexemes} as known on known.lexeme = word.lexeme) end)`;
}

/** Lexemes in fewer than this share of active vacancies are left out of the table: rare. */
const KEPT_LEXEME_SHARE = 0.001;

/**
 * Rewrites the table of lexeme shares from the active vacancies' search documents (`ts_stat`:
 * one pass over them, ~4 s of PostgreSQL on a million rows). Readers see the old table until
 * the new one commits.
 */
export async function refreshSearchLexemes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(searchLexemes);
    const rows = await tx
      .insert(searchLexemes)
      .select(
        tx
          .select({
            lexeme: sql<string>`stat.word`.as("lexeme"),
            share: sql<number>`(stat.ndoc::real / active.n)`.as("share"),
          })
          .from(
            sql`ts_stat('select search_vector from vacancies where status = ''VACANCY_STATUS_ACTIVE''') as stat, (select count(*) as n from ${vacancies} where ${vacancies.status} = 'VACANCY_STATUS_ACTIVE') as active`,
          )
          .where(sql`stat.ndoc >= active.n * ${KEPT_LEXEME_SHARE}::real`),
      )
      .returning({ lexeme: searchLexemes.lexeme });
    return rows.length;
  });
}

/**
 * Whether the table of lexeme shares is empty while active vacancies exist: a database filled
 * after its migration (a bulk load, the demo's seed) until the hourly refresh.
 */
export async function searchLexemesMissing(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({
      missing: sql<boolean>`not exists (select 1 from ${searchLexemes}) and exists (select 1 from ${vacancies} where ${vacancies.status} = 'VACANCY_STATUS_ACTIVE')`,
    })
    .from(sql`(select 1) as one`);
  return row?.missing ?? false;
}

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
  },
) {
  const { search, ...others } = input.filters;
  const exclusions = input.viewerApplicantId ? await loadExclusions(db, input.viewerApplicantId) : null;
  if (!input.publishedAfter && Object.values(others).every((value) => value === undefined)) {
    const viewer = input.viewerApplicantId ? { applicantId: input.viewerApplicantId, exclusions } : null;
    return preparedListPage(db, { viewer, search, cursor: input.cursor, limit: input.limit, now: input.now });
  }
  const conditions = filterConditions(others, exclusions);
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
 * The two statements of a search's page (see {@link listVacancies}), each row flagged
 * `complete` when it comes from every match. `first`: the page among the newest
 * {@link SEARCH_WALK_ROWS} rows passing `conditions`, or, when the table of lexeme shares shows
 * the search too rare to fill the page there, every match through the GIN index (so a rare
 * word costs one statement); `matches`: every match, for a walk that did not fill the page.
 */
function searchQueries(
  db: Queryable,
  input: {
    columns: ReturnType<typeof cardColumns>;
    conditions: SQL[];
    search: Value<string>;
    limit: Value<number>;
  },
) {
  const { conditions, search, limit } = input;
  const page = (where: SQL | undefined, order: SQL[], complete: boolean) =>
    db
      .select({ ...input.columns, complete: sql<boolean>`${sql.raw(String(complete))}` })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
  // A constant condition (a one-time filter): PostgreSQL tests it once, and the branch it
  // turns off never starts.
  const rare = sql`coalesce(${searchShare(search)} < ${limit}::int::real / ${SEARCH_WALK_ROWS}, false)`;
  const recent = db
    .select({ id: vacancies.id, createdAt: vacancies.createdAt, searchVector: vacancies.searchVector })
    .from(vacancies)
    .where(and(...conditions, sql`not ${rare}`))
    .orderBy(...NEWEST_FIRST)
    .limit(SEARCH_WALK_ROWS)
    .as("recent");
  // No ORDER BY here: the filter passes the walk's rows on in the walk's order, so the LIMIT
  // stops the walk at the page's last match instead of testing all its rows (a sort would
  // read them all); the page query orders the few rows again.
  const walked = db
    .select({ id: recent.id })
    .from(recent)
    .where(searchCondition(search, sql`${recent.searchVector}`, false))
    .limit(limit);
  // The order is an expression no index has (`+ interval '0'` changes no value), so the
  // planner fetches the matches through the GIN index and sorts them rather than walking.
  const matches = (gate?: SQL) =>
    page(
      and(
        ...conditions,
        gate ? gatedSearch(search) : searchCondition(search, vacancies.searchVector, true),
        gate,
      ),
      [sql`(${vacancies.createdAt} + interval '0 seconds') desc`, sql`${vacancies.id} desc`],
      true,
    );
  // One branch only yields rows, so the rows keep that branch's order.
  return {
    first: unionAll(page(inArray(vacancies.id, walked), NEWEST_FIRST, false), matches(rare)),
    matches: matches(),
  };
}

/** A search's page from its {@link searchQueries}: the first statement, then every match if needed. */
async function searchPage<Row extends { complete: boolean }>(
  first: () => Promise<Row[]>,
  matches: () => Promise<Row[]>,
  limit: number,
): Promise<Row[]> {
  const rows = await first();
  if (rows.length >= limit || rows[0]?.complete) return rows;
  return matches();
}

/**
 * Matches among the newest {@link SEARCH_WALK_ROWS} rows from which a word counts as common
 * (one vacancy in twenty): counting it by testing rows in turn reaches any cap within twenty
 * times the cap's rows, while its GIN posting list (tens of thousands of entries and more) is
 * slow to turn into a bitmap. Below it the GIN index finds the matches faster.
 */
const COMMON_IN_WALK = SEARCH_WALK_ROWS / 20;

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

/**
 * How many of the newest {@link SEARCH_WALK_ROWS} rows passing `conditions` match `search`,
 * counted up to {@link COMMON_IN_WALK} (the walk stops there); 0 without walking when the table
 * of lexeme shares shows the search too rare to reach it (a one-time filter). Only that bound
 * skips the walk: two common words may still seldom meet, so their matches are counted.
 */
async function matchesAmongNewest(db: Queryable, conditions: SQL[], search: string): Promise<number> {
  const rare = sql`coalesce(${searchShare(search)} < ${COMMON_IN_WALK / SEARCH_WALK_ROWS}::real, false)`;
  const recent = db
    .select({ searchVector: vacancies.searchVector })
    .from(vacancies)
    .where(and(...conditions, sql`not ${rare}`))
    .orderBy(...NEWEST_FIRST)
    .limit(SEARCH_WALK_ROWS)
    .as("recent");
  const matches = db
    .select({ one: sql`1` })
    .from(recent)
    .where(searchCondition(search, sql`${recent.searchVector}`, false))
    .limit(COMMON_IN_WALK)
    .as("matches");
  const [row] = await db.select({ matches: sql<number>`count(*)::int` }).from(matches);
  return row?.matches ?? 0;
}

/** One vacancy with the viewer's flags, or undefined. */
export async function findVacancy(db: Queryable, id: string, viewerApplicantId: string | null, now: Date) {
  return firstRow(
    db
      .select(vacancyColumns(viewerApplicantId, now))
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(eq(vacancies.id, id)),
  );
}

/** The company and status of a vacancy, or undefined. */
export async function findVacancyOwner(db: Queryable, id: string) {
  return firstRow(
    db
      .select({ id: vacancies.id, companyId: vacancies.companyId, status: vacancies.status })
      .from(vacancies)
      .where(eq(vacancies.id, id)),
  );
}

/**
 * Records that the applicant opened the vacancy now: the viewed history keeps the latest
 * time; the first view of a (Moscow) day counts towards `views`, so views are distinct
 * applicants a day.
 */
export async function recordView(
  db: Queryable,
  applicantId: string,
  vacancyId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(vacancyViews)
    .values({ applicantId, vacancyId, viewedAt: now })
    .onConflictDoUpdate({
      target: [vacancyViews.applicantId, vacancyViews.vacancyId],
      set: { viewedAt: now },
    });
  const day = moscowDayOf(now);
  const counted = await db
    .insert(vacancyViewDays)
    .values({ applicantId, vacancyId, day })
    .onConflictDoNothing()
    .returning({ vacancyId: vacancyViewDays.vacancyId });
  if (counted.length > 0) {
    await db
      .update(vacancies)
      .set({ views: sql`${vacancies.views} + 1` })
      .where(eq(vacancies.id, vacancyId));
  }
}

export async function insertLike(db: Queryable, applicantId: string, vacancyId: string, now: Date) {
  await db.insert(vacancyLikes).values({ applicantId, vacancyId, createdAt: now }).onConflictDoNothing();
}

export async function deleteLike(db: Queryable, applicantId: string, vacancyId: string) {
  await db
    .delete(vacancyLikes)
    .where(and(eq(vacancyLikes.applicantId, applicantId), eq(vacancyLikes.vacancyId, vacancyId)));
}

/** The applicant's favourites, most recently liked first. */
export async function listFavourites(db: Queryable, applicantId: string, now: Date) {
  return db
    .select(vacancyColumns(applicantId, now))
    .from(vacancyLikes)
    .innerJoin(vacancies, eq(vacancies.id, vacancyLikes.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(eq(vacancyLikes.applicantId, applicantId))
    .orderBy(desc(vacancyLikes.createdAt), desc(vacancies.id));
}

/** The vacancies the applicant opened since `since` (all time when null), latest first. */
export async function listViewed(db: Queryable, applicantId: string, since: Date | null, now: Date) {
  const conditions = [eq(vacancyViews.applicantId, applicantId)];
  if (since) conditions.push(gte(vacancyViews.viewedAt, since));
  return db
    .select(vacancyColumns(applicantId, now))
    .from(vacancyViews)
    .innerJoin(vacancies, eq(vacancies.id, vacancyViews.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(...conditions))
    .orderBy(desc(vacancyViews.viewedAt), desc(vacancies.id));
}

/**
 * The applicant's responses (optionally of one status, as the applicant sees it at `now`)
 * with their vacancies, newest first.
 */
export async function listApplicantResponses(
  db: Queryable,
  applicantId: string,
  status: ResponseStatus | null,
  now: Date,
) {
  const conditions = [eq(vacancyResponses.applicantId, applicantId)];
  if (status) conditions.push(sql`${applicantStatus(now)} = ${status}`);
  return db
    .select({ ...vacancyColumns(applicantId, now), appliedAt: vacancyResponses.appliedAt })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(...conditions))
    .orderBy(desc(vacancyResponses.appliedAt), desc(vacancies.id));
}

/** Adds the application; false when the applicant had applied already. */
export async function insertResponse(db: Queryable, applicantId: string, vacancyId: string, now: Date) {
  const rows = await db
    .insert(vacancyResponses)
    .values({ applicantId, vacancyId, appliedAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ status: vacancyResponses.status, appliedAt: vacancyResponses.appliedAt });
  return rows[0];
}

/** Company ids of the given vacancies (missing ids are absent). */
export async function findVacancyCompanies(db: Queryable, ids: string[]) {
  return db
    .select({ id: vacancies.id, companyId: vacancies.companyId })
    .from(vacancies)
    .where(inArray(vacancies.id, ids));
}

/** Deletes the company's vacancies among `ids`, leaving a tombstone of each (run it in a transaction). */
export async function deleteVacancies(
  db: Queryable,
  ids: string[],
  companyId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .delete(vacancies)
    .where(and(inArray(vacancies.id, ids), eq(vacancies.companyId, companyId)))
    .returning({ id: vacancies.id });
  if (rows.length > 0) {
    await db
      .insert(deletedVacancies)
      .values(rows.map((row) => ({ id: row.id, deletedAt: now })))
      .onConflictDoNothing();
  }
  return rows.map((row) => row.id);
}

/** Whether a vacancy of this id was deleted (its tombstone exists). */
export async function wasDeleted(db: Queryable, id: string): Promise<boolean> {
  const row = await firstRow(
    db.select({ id: deletedVacancies.id }).from(deletedVacancies).where(eq(deletedVacancies.id, id)),
  );
  return row !== undefined;
}

/** Every uuid, as a number: the sitemap splits this range. */
const UUID_SPACE = 1n << 128n;

const uuidOf = (value: bigint) => {
  const hex = value.toString(16).padStart(32, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The ids of sitemap page `page` of `pages`: an equal slice of the uuid range, ends included. */
function sitemapIdRange(page: number, pages: number): { first: string; last: string } {
  const from = (UUID_SPACE * BigInt(page)) / BigInt(pages);
  const to = (UUID_SPACE * BigInt(page + 1)) / BigInt(pages) - 1n;
  return { first: uuidOf(from), last: uuidOf(to) };
}

/**
 * How many pages the sitemap spreads the active vacancies over: a power of two with a quarter
 * of `pageSize` on a page on average, from the table's rows as the planner estimates them (the
 * rows per page of the last analysis times the table's pages now, so growth since shows;
 * archived rows too, so it errs towards more pages); counted when the table was never
 * analysed. The ids are random (v4), so each page holds about as many as the others, and four
 * times the average (the limit) is hundreds of standard deviations away; the count moves the
 * pages only when it crosses a power of two.
 */
async function sitemapPageCount(db: Queryable, pageSize: number): Promise<number> {
  const [estimate] = await db
    .select({
      rows: sql<number>`(case when relpages > 0 then reltuples / relpages * (pg_relation_size(oid) / current_setting('block_size')::int) else -1 end)::float8`,
    })
    .from(sql`pg_class`)
    .where(sql`oid = 'vacancies'::regclass`);
  let rows = Number(estimate?.rows ?? -1);
  if (rows < 0) {
    const [counted] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(vacancies)
      .where(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"));
    rows = counted?.rows ?? 0;
  }
  return 2 ** Math.ceil(Math.log2(Math.max(1, Math.ceil(rows / (pageSize / 4)))));
}

/**
 * The sitemap's pages of active vacancies (at most `pageSize` each, in id order): each page's
 * number (from 0) and the latest change among its vacancies; a page of no vacancy is left out.
 * A page is a range of ids (a keyset), so each is an index-only range scan of
 * vacancies_sitemap_idx, and a vacancy stays on its page while others come and go.
 */
export async function activeVacancyPages(db: Queryable, pageSize: number) {
  const pages = await sitemapPageCount(db, pageSize);
  const ranges = Array.from({ length: pages }, (_, page) => sitemapIdRange(page, pages));
  const rows = await db
    .select({
      page: sql<number>`(r.page - 1)::int`,
      lastModified: sql<
        string | null
      >`(select max(${vacancies.updatedAt}) from ${vacancies} where ${vacancies.status} = 'VACANCY_STATUS_ACTIVE' and ${vacancies.id} between r.first and r.last)`,
    })
    .from(
      sql`unnest(${sql.param(ranges.map((range) => range.first))}::uuid[], ${sql.param(
        ranges.map((range) => range.last),
      )}::uuid[]) with ordinality as r(first, last, page)`,
    )
    .orderBy(sql`r.page`);
  return rows.flatMap((row) =>
    row.lastModified === null ? [] : [{ page: Number(row.page), lastModified: new Date(row.lastModified) }],
  );
}

/** One sitemap page of active vacancies (page numbers from 0, in id order): id and last change. */
export async function activeVacancyPage(db: Queryable, page: number, pageSize: number) {
  const pages = await sitemapPageCount(db, pageSize);
  if (page >= pages) return [];
  const { first, last } = sitemapIdRange(page, pages);
  return db
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .where(and(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"), between(vacancies.id, first, last)))
    .orderBy(vacancies.id)
    .limit(pageSize);
}

/** An application as the employer sees it; `rejectedAt` tells whether an undo is still possible. */
const applicationColumns = {
  vacancyId: vacancyResponses.vacancyId,
  applicantId: vacancyResponses.applicantId,
  applicantName: users.name,
  applicantSurname: users.surname,
  city: applicants.city,
  appliedAt: vacancyResponses.appliedAt,
  status: employerStatus,
  rejectedAt: vacancyResponses.rejectedAt,
  invitationMessage: sql<
    string | null
  >`(case when ${vacancyResponses.rejectedAt} is null and ${vacancyResponses.status} = 'RESPONSE_STATUS_INVITED' then ${vacancyResponses.invitationMessage} end)`,
};

/** The applications to one vacancy, newest first, with who applied. */
export async function listApplications(db: Queryable, vacancyId: string) {
  return db
    .select(applicationColumns)
    .from(vacancyResponses)
    .innerJoin(applicants, eq(applicants.id, vacancyResponses.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(vacancyResponses.vacancyId, vacancyId))
    .orderBy(desc(vacancyResponses.appliedAt), desc(vacancyResponses.applicantId));
}

/**
 * Moves one application: VIEWED sets the status underneath; REJECTED starts the rejection,
 * effective at `rejectAt` (a second «Отказать» keeps the first one's time). Undefined when
 * there is no such application.
 */
export async function updateApplicationStatus(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; status: ResponseStatus; now: Date; rejectAt: Date },
) {
  const change =
    input.status === "RESPONSE_STATUS_REJECTED"
      ? {
          rejectedAt: sql`case when ${vacancyResponses.status} = 'RESPONSE_STATUS_REJECTED' then ${vacancyResponses.rejectedAt} else coalesce(${vacancyResponses.rejectedAt}, ${input.rejectAt.toISOString()}::timestamptz) end`,
          answeredAt: firstAnswer(input.now),
        }
      : // «Просмотрено» only moves a response that was not viewed: an invitation or «не ответил» stays.
        {
          status: sql`case when ${vacancyResponses.status} = 'RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED' then ${input.status}::response_status else ${vacancyResponses.status} end`,
        };
  const updated = await db
    .update(vacancyResponses)
    .set({ ...change, updatedAt: input.now })
    .where(responseKey(input))
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (updated.length === 0) return undefined;
  return findApplication(db, input);
}

/**
 * «Пригласить»: the response becomes an invitation with `message`; an invitation replaces a
 * rejection (taking effect or not). Undefined when there is no such application.
 */
export async function inviteApplication(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; message: string; now: Date },
) {
  const updated = await db
    .update(vacancyResponses)
    .set({
      status: "RESPONSE_STATUS_INVITED",
      invitationMessage: input.message,
      rejectedAt: null,
      answeredAt: firstAnswer(input.now),
      updatedAt: input.now,
    })
    .where(responseKey(input))
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (updated.length === 0) return undefined;
  return findApplication(db, input);
}

/**
 * Takes back a rejection still in its undo window (`rejected_at` after `now`). The outcome:
 * `undone`, `late` (the applicant already sees it, or there was no rejection to take back)
 * or `missing` (no such application).
 */
export async function undoRejection(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; now: Date },
): Promise<"undone" | "late" | "missing"> {
  const undone = await db
    .update(vacancyResponses)
    // The rejection was the only answer unless the response had been invited before.
    .set({
      rejectedAt: null,
      answeredAt: sql`case when ${vacancyResponses.status} = 'RESPONSE_STATUS_INVITED' then ${vacancyResponses.answeredAt} end`,
      updatedAt: input.now,
    })
    .where(
      and(responseKey(input), sql`${vacancyResponses.rejectedAt} > ${input.now.toISOString()}::timestamptz`),
    )
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (undone.length > 0) return "undone";
  return (await findApplication(db, input)) ? "late" : "missing";
}

/** `answered_at` as an answer sets it: the first answer's instant stays. */
const firstAnswer = (now: Date) =>
  sql`coalesce(${vacancyResponses.answeredAt}, ${now.toISOString()}::timestamptz)`;

/** Locks one response for a change of its answer and reads when it was made and first answered. */
export async function lockAnswer(db: Queryable, input: { vacancyId: string; applicantId: string }) {
  const [row] = await db
    .select({ appliedAt: vacancyResponses.appliedAt, answeredAt: vacancyResponses.answeredAt })
    .from(vacancyResponses)
    .where(responseKey(input))
    .for("update");
  return row;
}

/** The WHERE of one application. */
const responseKey = (input: { vacancyId: string; applicantId: string }) =>
  and(eq(vacancyResponses.vacancyId, input.vacancyId), eq(vacancyResponses.applicantId, input.applicantId));

/** One application as the employer sees it, or undefined. */
export async function findApplication(db: Queryable, input: { vacancyId: string; applicantId: string }) {
  const [row] = await db
    .select(applicationColumns)
    .from(vacancyResponses)
    .innerJoin(applicants, eq(applicants.id, vacancyResponses.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(responseKey(input));
  return row;
}

/**
 * One applicant's applications to the company's vacancies (archived ones too; a draft never
 * has any), each with its vacancy's title, newest first.
 */
export async function listCandidateApplications(db: Queryable, companyId: string, applicantId: string) {
  return db
    .select({ ...applicationColumns, vacancyTitle: vacancies.title })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .innerJoin(applicants, eq(applicants.id, vacancyResponses.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(and(eq(vacancyResponses.applicantId, applicantId), eq(vacancies.companyId, companyId)))
    .orderBy(desc(vacancyResponses.appliedAt), desc(vacancyResponses.vacancyId));
}

/** Inserts vacancies of one company (search document assembled here), returning their ids. */
export async function insertVacancies(
  db: Queryable,
  input: { companyId: string; companyName: string; items: { vacancy: NewVacancy; createdAt: Date }[] },
): Promise<string[]> {
  if (input.items.length === 0) return [];
  const rows = await db
    .insert(vacancies)
    .values(
      input.items.map(({ vacancy, createdAt }) => ({
        ...vacancy,
        companyId: input.companyId,
        searchText: searchTextOf(vacancy, input.companyName),
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: vacancies.id });
  return rows.map((row) => row.id);
}

/**
 * Rewrites the search document of a company's vacancies after the company was renamed, so a
 * search by the new name finds them (the document holds the name; see `searchTextOf`).
 */
export async function reindexCompanyVacancies(db: Queryable, companyId: string, companyName: string) {
  const rows = await db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      skills: vacancies.skills,
      description: vacancies.description,
      requirements: vacancies.requirements,
    })
    .from(vacancies)
    .where(eq(vacancies.companyId, companyId));
  // In slices, so a company with very many vacancies never builds one giant statement.
  for (let start = 0; start < rows.length; start += REINDEX_SLICE) {
    const slice = rows.slice(start, start + REINDEX_SLICE);
    const documents = slice.map((row) => sql`when ${row.id}::uuid then ${searchTextOf(row, companyName)}`);
    await db
      .update(vacancies)
      .set({
        searchText: sql`case ${vacancies.id} ${sql.join(documents, sql` `)} else ${vacancies.searchText} end`,
      })
      .where(
        inArray(
          vacancies.id,
          slice.map((row) => row.id),
        ),
      );
  }
}

const REINDEX_SLICE = 500;

/** A vacancy brought from another site: its fields here, and where it came from. */
export interface ImportedVacancy {
  fields: Omit<
    NewVacancy,
    "requirements" | "objectives" | "offerings" | "qualities" | "description" | "city"
  > & {
    description: string | null;
    city: string | null;
  };
  source: string;
  externalId: string;
  /** The source's own JSON of the vacancy, kept to map it again later. */
  sourceData: unknown;
  createdAt: Date;
}

/**
 * Inserts the imported vacancy, or updates the one imported before from the same (source, id)
 * into the company: one statement on the unique index, so repeating it never duplicates. The
 * search document is assembled as for every vacancy. A vacancy its company edited here since
 * is left as it is (decision record 013). The outcome tells new, updated and kept apart.
 */
export async function upsertImportedVacancy(
  db: Queryable,
  input: { companyId: string; companyName: string; vacancy: ImportedVacancy; now: Date },
): Promise<{ id: string; outcome: "inserted" | "updated" | "kept" }> {
  const { vacancy } = input;
  const values = {
    ...vacancy.fields,
    source: vacancy.source,
    externalId: vacancy.externalId,
    sourceData: vacancy.sourceData,
    searchText: searchTextOf({ ...vacancy.fields, requirements: null }, input.companyName),
    updatedAt: input.now,
  };
  const [row] = await db
    .insert(vacancies)
    .values({ ...values, companyId: input.companyId, createdAt: vacancy.createdAt })
    .onConflictDoUpdate({
      target: [vacancies.companyId, vacancies.source, vacancies.externalId],
      set: values,
      setWhere: isNull(vacancies.editedAt),
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: vacancies.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row) return { id: row.id, outcome: row.inserted ? "inserted" : "updated" };
  // No row: the conflict's update was skipped, the vacancy having been edited here.
  const kept = await firstRow(
    db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(
        and(
          eq(vacancies.companyId, input.companyId),
          eq(vacancies.source, vacancy.source),
          eq(vacancies.externalId, vacancy.externalId),
        ),
      ),
  );
  if (!kept) throw new Error("upsert returned no row");
  return { id: kept.id, outcome: "kept" };
}

/**
 * Marks up to `limit` responses made before `staleBefore` (of `vacancyIds` only, when given)
 * and still unanswered (neither invited nor rejected) «Работодатель не ответил», and returns whom to tell: the applicant's
 * mail and name, the vacancy and its company. Rows another sweep holds are skipped and the
 * status is re-checked under the lock, so two sweeps at once never claim one response twice.
 */
export async function markUnanswered(
  db: Queryable,
  input: { staleBefore: Date; now: Date; limit: number; vacancyIds?: readonly string[] },
) {
  const waiting = and(
    inArray(vacancyResponses.status, ["RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED", "RESPONSE_STATUS_VIEWED"]),
    isNull(vacancyResponses.rejectedAt),
  );
  const oldest = db
    .select({ vacancyId: vacancyResponses.vacancyId, applicantId: vacancyResponses.applicantId })
    .from(vacancyResponses)
    .where(
      and(
        waiting,
        lte(vacancyResponses.appliedAt, input.staleBefore),
        input.vacancyIds ? inArray(vacancyResponses.vacancyId, [...input.vacancyIds]) : undefined,
      ),
    )
    .orderBy(vacancyResponses.appliedAt)
    .limit(input.limit)
    .for("update", { skipLocked: true });
  const keys = await db
    .update(vacancyResponses)
    .set({ status: "RESPONSE_STATUS_NO_ANSWER", updatedAt: input.now })
    .where(and(waiting, sql`(${vacancyResponses.vacancyId}, ${vacancyResponses.applicantId}) in (${oldest})`))
    .returning({ vacancyId: vacancyResponses.vacancyId, applicantId: vacancyResponses.applicantId });
  if (keys.length === 0) return [];
  return db
    .select({
      email: users.email,
      name: users.name,
      vacancyTitle: vacancies.title,
      companyName: companies.companyName,
    })
    .from(vacancyResponses)
    .innerJoin(applicants, eq(applicants.id, vacancyResponses.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(
      and(
        sql`(${vacancyResponses.vacancyId}, ${vacancyResponses.applicantId}) in (${sql.join(
          keys.map((key) => sql`(${key.vacancyId}::uuid, ${key.applicantId}::uuid)`),
          sql`, `,
        )})`,
        // A deleted applicant keeps the response's status but gets no mail.
        isNull(users.deletedAt),
      ),
    );
}

/** Whether the applicant responded to any vacancy of the company (an employer may then see them). */
export async function hasRespondedToCompany(db: Queryable, applicantId: string, companyId: string) {
  const [row] = await db
    .select({ vacancyId: vacancyResponses.vacancyId })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .where(and(eq(vacancyResponses.applicantId, applicantId), eq(vacancies.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** An application as the employer's queries return it. */
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
