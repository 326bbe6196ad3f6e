import {
  RESPONSE_QUERY_FILTERS,
  type ResponseQueryFilter,
  VIEWED_QUERY_FILTERS,
  type ViewedQueryFilter,
} from "@rabota/domain/enums";
import { parseVacancySearchParams, type VacancyFilters } from "@rabota/domain/wire/vacancy";
import type { VacancySource } from "../store/vacancies-store";

/**
 * Who looks at the vacancies: a guest, an applicant (with its id), or an employer (with its
 * company, which the session knows).
 */
export type Viewer =
  | { readonly role: null }
  | { readonly role: "applicant"; readonly applicantId: string }
  | { readonly role: "employer"; readonly employerId: string; readonly companyId: string | null };

/** What the address's query says about the list: the search filters, the viewed period, the response status. */
export interface ListQuery {
  readonly filters: VacancyFilters;
  readonly period: ViewedQueryFilter | undefined;
  readonly responseStatus: ResponseQueryFilter | undefined;
}

function readEnum<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

/** Reads the list's query (`?search=…&period=week&status=…`); unknown values are ignored. */
export function readListQuery(searchParams: URLSearchParams): ListQuery {
  return {
    filters: parseVacancySearchParams(searchParams).filters,
    period: readEnum(VIEWED_QUERY_FILTERS, searchParams.get("period")),
    responseStatus: readEnum(RESPONSE_QUERY_FILTERS, searchParams.get("status")),
  };
}

/**
 * What the list shows: an applicant's favourites, viewed or applied list by its filter type;
 * an employer always its own company's vacancies; everyone else the search.
 */
export function listSourceFor(viewer: Viewer, filterType: string | null, query: ListQuery): VacancySource {
  if (viewer.role === "applicant" && filterType === "liked")
    return { kind: "liked", applicantId: viewer.applicantId };
  if (viewer.role === "applicant" && filterType === "viewed")
    return { kind: "viewed", applicantId: viewer.applicantId, period: query.period };
  if (viewer.role === "applicant" && filterType === "applied")
    return { kind: "applied", applicantId: viewer.applicantId, status: query.responseStatus };
  if (viewer.role === "employer")
    return {
      kind: "search",
      filters: {
        ...query.filters,
        companyId: viewer.companyId ?? undefined,
        // `/vacancies/assessed`: only the vacancies that ask for a test, with their completed counts.
        ...(filterType === "assessed" ? { assessed: true } : {}),
      },
    };
  // Archived vacancies and drafts are only their company's to see: everyone else gets the active ones.
  const { status: _companyOnly, ...filters } = query.filters;
  return { kind: "search", filters };
}

const TITLES: Record<string, string> = {
  liked: "Избранное",
  viewed: "Просмотренные вакансии",
  applied: "Мои отклики",
};

/** The list's heading: the employer's own list, a personal list's name, or «Вакансии». */
/**
 * The list's identity in the list cache and a served page: who looks, and at what (another
 * viewer never gets this one back).
 */
export function listKeyOf(viewer: Viewer, source: VacancySource): string {
  return JSON.stringify([viewer, source]);
}

export function listTitleFor(viewer: Viewer, filterType: string | null): string {
  if (viewer.role === "employer")
    return filterType === "assessed" ? "Вакансии с тестом" : "Вакансии вашей компании";
  return (filterType && TITLES[filterType]) || "Вакансии";
}

/** What an empty list says. */
export interface EmptyText {
  readonly title: string;
  readonly description?: string;
}

const EMPTY_TEXTS: Record<string, EmptyText> = {
  all: {
    title: "Вакансий не найдено",
    description: "Попробуйте изменить условия поиска или сбросить фильтры.",
  },
  own: {
    title: "У вашей компании пока нет вакансий",
    description: "Создайте вакансию или импортируйте их с hh.ru — они появятся здесь.",
  },
  assessed: {
    title: "Ни одна вакансия пока не просит пройти тест",
    description: "Выберите тест на странице вакансии, и она появится здесь.",
  },
  liked: {
    title: "В избранном пока пусто",
    description: "Нажмите на сердечко у вакансии, чтобы сохранить её здесь.",
  },
  viewed: { title: "Вы ещё не смотрели вакансии за этот период" },
  applied: {
    title: "Откликов пока нет",
    description: "Откликнитесь на подходящую вакансию — статус появится здесь.",
  },
};

/** The empty list's text for this viewer and list. */
export function emptyTextFor(viewer: Viewer, filterType: string | null): EmptyText {
  const key =
    viewer.role === "employer" ? (filterType === "assessed" ? "assessed" : "own") : (filterType ?? "all");
  return EMPTY_TEXTS[key] ?? (EMPTY_TEXTS.all as EmptyText);
}
