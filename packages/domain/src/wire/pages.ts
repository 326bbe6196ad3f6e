/**
 * The vacancy pages' server-rendering contract (issue 27, decision 020): the gateway imports
 * the web build's server entry and calls its `renderVacancyPage` in process. The two apps are
 * built apart and meet only at run time, so the shape they agree on is typed here, once.
 */
import type { Role } from "../enums";
import type { VacancyDto } from "./vacancy";

/** A page the gateway asks to render: a vacancy page, the vacancy list or a salary page (issue 45). */
export interface VacancyPageRequest {
  /** The address with its query: `/vacancies?…`, `/vacancies/detail/{id}` or `/salaries/{professionId}/{areaId}`. */
  url: string;
  /** Who the request's session cookie says the visitor is; null for a guest. */
  visitor: { userId: string; role: Role } | null;
  /** Asks the gateway's API as the visitor (the gateway answers it in process). */
  fetch: typeof globalThis.fetch;
  /** The vacancy page's vacancy as the gateway read it, which is a guest's answer. */
  vacancy?: VacancyDto;
}

/**
 * The page's `#root` markup and the state it was rendered from (the app starts from it). The
 * state is the web app's own; the gateway only inlines it, so to the gateway it is `unknown`.
 */
export interface RenderedVacancyPage<State = unknown> {
  html: string;
  state: State;
}

/** The server entry's renderer: null when the address is no vacancy page it renders. */
export type RenderVacancyPage<State = unknown> = (
  request: VacancyPageRequest,
) => Promise<RenderedVacancyPage<State> | null>;
