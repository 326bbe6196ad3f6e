import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderedVacancyPage, RenderVacancyPage, VacancyPageRequest } from "@rabota/domain/wire/pages";
import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import type { FastifyInstance } from "fastify";

/**
 * A fetch that asks this gateway in process (`inject`: no socket, no second TLS hop) with the
 * visitor's cookies, so the page is rendered from exactly the answers the visitor's browser
 * would get.
 */
function inProcessFetch(app: FastifyInstance, cookie: string | undefined): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers: cookie ? { ...headers, cookie } : headers,
      ...(body ? { payload: body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && name !== "set-cookie") responseHeaders.set(name, String(value));
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The vacancy pages' server rendering (issue 27, decision 020): the web build's server entry
 * (`dist-server/entry.js` beside its `dist`), imported with the first page it renders (it is
 * most of a megabyte with React and jsdom: a process that never serves one never pays for it);
 * null when the build has none (the pages are then the bare app, rendered in the browser).
 */
export function vacancyPageRenderer(app: FastifyInstance, webDist: string) {
  const entry = join(webDist, "..", "dist-server", "entry.js");
  if (!existsSync(entry)) return null;
  let loading: Promise<RenderVacancyPage> | null = null;
  const renderer = () => {
    loading ??= import(pathToFileURL(entry).href).then(
      (module: { renderVacancyPage: RenderVacancyPage }) => module.renderVacancyPage,
    );
    return loading;
  };
  return async (request: {
    url: string;
    visitor: VacancyPageRequest["visitor"];
    cookie: string | undefined;
    vacancy?: VacancyDto;
  }): Promise<RenderedVacancyPage | null> =>
    (await renderer())({
      url: request.url,
      visitor: request.visitor,
      fetch: inProcessFetch(app, request.cookie),
      ...(request.vacancy ? { vacancy: request.vacancy } : {}),
    });
}
