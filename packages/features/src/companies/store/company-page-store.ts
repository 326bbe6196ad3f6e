import { isApiError } from "@rabota/api-client";
import type { PublicCompanyDto } from "@rabota/domain/wire/companies";
import type {
  ReviewDto,
  ReviewListQuery,
  ReviewListResponse,
  ReviewReplyRequest,
  ReviewRequest,
} from "@rabota/domain/wire/reviews";
import type { VacancyListResponse } from "@rabota/domain/wire/vacancy";
import { createStore } from "zustand/vanilla";
import type { LoadStatus } from "../../lib/store-kit";
import { type ReviewFailure, reviewFailureOf } from "../lib/review-errors";

/** What a company page needs from the gateway; the app wires it to `apiClient.company`, `.reviews` and `.vacancy`. */
export interface CompaniesApi {
  getCompany(companyId: string): Promise<PublicCompanyDto>;
  /** The company's active vacancies, a page at a time (the vacancy list's `filter.companyId`). */
  companyVacancies(companyId: string, pageToken?: string): Promise<VacancyListResponse>;
  listReviews(companyId: string, query?: ReviewListQuery): Promise<ReviewListResponse>;
  createReview(companyId: string, body: ReviewRequest): Promise<ReviewDto>;
  updateReview(companyId: string, reviewId: string, body: ReviewRequest): Promise<ReviewDto>;
  replyToReview(companyId: string, reviewId: string, body: ReviewReplyRequest): Promise<ReviewDto>;
}

/** A list the page pages through with «Показать ещё». */
export interface PagedList<T> {
  items: T[];
  nextPageToken: string | null;
  /** Whether the next page is loading, or failed (the button then offers it again). */
  more: "idle" | "loading" | "error";
}

/** The reviews' part of the page: the list, the company's figures, the viewer's own and whether they may write one. */
export interface CompanyReviews extends PagedList<ReviewDto> {
  rating: number | null;
  count: number;
  mine: ReviewDto | null;
  canReview: boolean;
}

/** Everything a company page shows. */
export interface CompanyPageData {
  company: PublicCompanyDto;
  vacancies: PagedList<VacancyListResponse["vacancies"][number]>;
  reviews: CompanyReviews;
}

/** The page a server rendered (the company's id and data), which the browser's store starts from. */
export interface ServedCompany {
  companyId: string;
  page: CompanyPageData;
}

/** The outcome of a review or reply sent: done, or what failed (a field's message or the form's). */
export type ReviewSendResult = { ok: true; review: ReviewDto } | { ok: false; failure: ReviewFailure };

export interface CompanyPageState {
  companyId: string | null;
  page: CompanyPageData | null;
  status: LoadStatus;
  /** The gateway does not know the company (the page is a 404). */
  notFound: boolean;
  actions: {
    /** Loads the company's page (company, first vacancies, first reviews), unless it is the one shown. */
    load: (companyId: string) => Promise<void>;
    loadMoreVacancies: () => Promise<void>;
    loadMoreReviews: () => Promise<void>;
    /** Writes the viewer's review, or rewrites their own (`mine`); the company's figures follow. */
    saveReview: (body: ReviewRequest) => Promise<ReviewSendResult>;
    /** The company's one public answer to a review. */
    reply: (reviewId: string, body: ReviewReplyRequest) => Promise<ReviewSendResult>;
  };
}

const pagedOf = <T>(items: T[], nextPageToken: string | null | undefined): PagedList<T> => ({
  items,
  nextPageToken: nextPageToken ?? null,
  more: "idle",
});

/** The reviews' part from a list answer. */
export function companyReviewsOf(answer: ReviewListResponse): CompanyReviews {
  return {
    ...pagedOf(answer.reviews, answer.nextPageToken),
    rating: answer.rating,
    count: answer.count,
    mine: answer.mine,
    canReview: answer.canReview,
  };
}

/** `review` in place of the one with its id, or first when the list has none (a new review is the newest). */
export function withReview(items: readonly ReviewDto[], review: ReviewDto): ReviewDto[] {
  const at = items.findIndex((item) => item.id === review.id);
  if (at === -1) return review.status === "published" ? [review, ...items] : [...items];
  const next = [...items];
  if (review.status === "published") next[at] = review;
  else next.splice(at, 1);
  return next;
}

/** Appends a page, skipping what the list holds already (a new review may shift the pages). */
function appendPage<T extends { id: string }>(
  list: PagedList<T>,
  items: T[],
  token: string | null | undefined,
) {
  const seen = new Set(list.items.map((item) => item.id));
  return pagedOf([...list.items, ...items.filter((item) => !seen.has(item.id))], token);
}

/**
 * A company page's store (issue 42): the public company, its active vacancies and its reviews,
 * loaded together; «Показать ещё» for either list; the viewer's review and a member's reply.
 * After a review is saved the company's rating and count are read again (the server's mean).
 */
export function createCompanyPageStore({ api, served }: { api: CompaniesApi; served?: ServedCompany }) {
  return createStore<CompanyPageState>()((set, get) => {
    /** Applies `change` to the page of `companyId` if it is still the one shown. */
    const update = (companyId: string, change: (page: CompanyPageData) => CompanyPageData) => {
      const { page } = get();
      if (get().companyId === companyId && page) set({ page: change(page) });
    };

    /** Reads the company's figures and the first reviews' page again after a change of its reviews. */
    const refreshFigures = async (companyId: string) => {
      try {
        const [company, answer] = await Promise.all([api.getCompany(companyId), api.listReviews(companyId)]);
        update(companyId, (page) => ({
          ...page,
          company,
          reviews: {
            ...page.reviews,
            rating: answer.rating,
            count: answer.count,
            mine: answer.mine,
            canReview: answer.canReview,
          },
        }));
      } catch {
        // The review is saved and shown; only the figures wait for the next visit.
      }
    };

    return {
      companyId: served?.companyId ?? null,
      page: served?.page ?? null,
      status: served ? "ready" : "idle",
      notFound: false,
      actions: {
        load: async (companyId) => {
          if (get().companyId === companyId && get().status !== "error" && get().status !== "idle") return;
          set({ companyId, status: "loading", notFound: false, page: null });
          try {
            const [company, vacancies, reviews] = await Promise.all([
              api.getCompany(companyId),
              api.companyVacancies(companyId),
              api.listReviews(companyId),
            ]);
            if (get().companyId !== companyId) return;
            set({
              status: "ready",
              page: {
                company,
                vacancies: pagedOf(vacancies.vacancies, vacancies.nextPageToken),
                reviews: companyReviewsOf(reviews),
              },
            });
          } catch (error) {
            if (get().companyId === companyId)
              set({ status: "error", page: null, notFound: isApiError(error) && error.status === 404 });
          }
        },

        loadMoreVacancies: async () => {
          const { companyId, page } = get();
          const token = page?.vacancies.nextPageToken;
          if (!companyId || !page || !token || page.vacancies.more === "loading") return;
          update(companyId, (current) => ({
            ...current,
            vacancies: { ...current.vacancies, more: "loading" },
          }));
          try {
            const answer = await api.companyVacancies(companyId, token);
            update(companyId, (current) => ({
              ...current,
              vacancies: appendPage(current.vacancies, answer.vacancies, answer.nextPageToken),
            }));
          } catch {
            update(companyId, (current) => ({
              ...current,
              vacancies: { ...current.vacancies, more: "error" },
            }));
          }
        },

        loadMoreReviews: async () => {
          const { companyId, page } = get();
          const token = page?.reviews.nextPageToken;
          if (!companyId || !page || !token || page.reviews.more === "loading") return;
          update(companyId, (current) => ({ ...current, reviews: { ...current.reviews, more: "loading" } }));
          try {
            const answer = await api.listReviews(companyId, { pageToken: token });
            update(companyId, (current) => ({
              ...current,
              reviews: {
                ...current.reviews,
                ...appendPage(current.reviews, answer.reviews, answer.nextPageToken),
              },
            }));
          } catch {
            update(companyId, (current) => ({ ...current, reviews: { ...current.reviews, more: "error" } }));
          }
        },

        saveReview: async (body) => {
          const { companyId, page } = get();
          if (!companyId || !page) return { ok: false, failure: { form: "Страница ещё загружается" } };
          const mine = page.reviews.mine;
          try {
            const review = mine
              ? await api.updateReview(companyId, mine.id, body)
              : await api.createReview(companyId, body);
            update(companyId, (current) => ({
              ...current,
              reviews: {
                ...current.reviews,
                items: withReview(current.reviews.items, review),
                mine: review,
                canReview: false,
              },
            }));
            await refreshFigures(companyId);
            return { ok: true, review };
          } catch (error) {
            return { ok: false, failure: reviewFailureOf(error) };
          }
        },

        reply: async (reviewId, body) => {
          const { companyId } = get();
          if (!companyId) return { ok: false, failure: { form: "Страница ещё загружается" } };
          try {
            const review = await api.replyToReview(companyId, reviewId, body);
            update(companyId, (current) => ({
              ...current,
              reviews: { ...current.reviews, items: withReview(current.reviews.items, review) },
            }));
            return { ok: true, review };
          } catch (error) {
            return { ok: false, failure: reviewFailureOf(error) };
          }
        },
      },
    };
  });
}

/** The store's page as the server hands it to the browser; none until it is ready. */
export function servedCompanyOf(state: CompanyPageState): ServedCompany | null {
  return state.status === "ready" && state.companyId && state.page
    ? { companyId: state.companyId, page: state.page }
    : null;
}
