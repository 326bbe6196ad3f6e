import type { ServedCompany } from "@rabota/features/companies";
import type { ServedSalaries } from "@rabota/features/salaries";
import type { ServedSession } from "@rabota/features/session";
import type { ServedVacancies } from "@rabota/features/vacancies";
import { createContext, useContext, useEffect, useState } from "react";

/**
 * What the gateway rendered a page from (issue 27), written into its HTML as a JSON block:
 * the session it checked and the vacancy page's, the salary page's or the company page's data. The browser's stores start from it, so
 * their first render is the served markup (hydrated, not redrawn), and nothing is asked again.
 */
export interface ServedPage {
  session: ServedSession | null;
  vacancies?: ServedVacancies;
  salaries?: ServedSalaries;
  /** A company's page (issue 42). */
  company?: ServedCompany;
}

/** The id of the block (apps/gateway, modules/pages writes it). */
const SERVED_PAGE_ID = "rabota-state";

/** The served page's state, once read from `document` (the block is then gone); null when none. */
export function readServedPage(document: Document): ServedPage | null {
  const block = document.getElementById(SERVED_PAGE_ID);
  block?.remove();
  try {
    const state = JSON.parse(block?.textContent ?? "null") as ServedPage | null;
    return state && typeof state === "object" ? state : null;
  } catch {
    // A broken block only costs the requests it would have saved.
    return null;
  }
}

/** The served state for the first page only: the first page that leaves spends it. */
class ServedBox {
  #state: ServedPage | null;
  constructor(state: ServedPage | null) {
    this.#state = state;
  }
  get vacancies(): ServedVacancies | undefined {
    return this.#state?.vacancies;
  }
  get salaries(): ServedSalaries | undefined {
    return this.#state?.salaries;
  }
  get company(): ServedCompany | undefined {
    return this.#state?.company;
  }
  spend(): void {
    this.#state = null;
  }
}

const ServedPageContext = createContext<ServedBox>(new ServedBox(null));

export function ServedPageProvider({
  state,
  children,
}: {
  state: ServedPage | null;
  children: React.ReactNode;
}) {
  const [box] = useState(() => new ServedBox(state));
  return <ServedPageContext.Provider value={box}>{children}</ServedPageContext.Provider>;
}

/**
 * The vacancies a server-rendered page started from, when `fits` them (the page's own vacancy);
 * once this page is left, later pages load their own (the served copy would be stale).
 */
export function useServedVacancies(fits: (served: ServedVacancies) => boolean): ServedVacancies | undefined {
  const box = useContext(ServedPageContext);
  const [served] = useState(() => (box.vacancies && fits(box.vacancies) ? box.vacancies : undefined));
  useEffect(() => () => box.spend(), [box]);
  return served;
}

/** The salary page a server-rendered page started from, when it is the page of `key`; later pages load their own. */
export function useServedSalaries(key: string): ServedSalaries | undefined {
  const box = useContext(ServedPageContext);
  const [served] = useState(() => (box.salaries?.key === key ? box.salaries : undefined));
  useEffect(() => () => box.spend(), [box]);
  return served;
}

/** The company page a server-rendered page started from, when it is `companyId`'s; later pages load their own. */
export function useServedCompany(companyId: string): ServedCompany | undefined {
  const box = useContext(ServedPageContext);
  const [served] = useState(() => (box.company?.companyId === companyId ? box.company : undefined));
  useEffect(() => () => box.spend(), [box]);
  return served;
}
