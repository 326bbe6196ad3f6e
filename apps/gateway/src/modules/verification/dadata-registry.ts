import { z } from "zod";
import { type RegistryEntry, type RegistryProvider, RegistryUnavailableError } from "./provider";

/** DaData's «Организация по ИНН или ОГРН». */
const FIND_PARTY_PATH = "/suggestions/api/4_1/rs/findById/party";

/** Moscow is UTC+3 all year: a registry date at Moscow's or UTC's midnight is the same day there. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

// Only what a verification reads; DaData sends far more, and adds fields over time.
const suggestionSchema = z.object({
  data: z.object({
    inn: z.string(),
    ogrn: z.string().nullish(),
    ogrn_date: z.number().nullish(),
    type: z.string().nullish(),
    branch_type: z.string().nullish(),
    name: z.object({ full_with_opf: z.string().nullish(), short_with_opf: z.string().nullish() }).nullish(),
    state: z.object({
      status: z.string(),
      registration_date: z.number().nullish(),
    }),
  }),
  value: z.string(),
});
const answerSchema = z.object({ suggestions: z.array(suggestionSchema) });
type Suggestion = z.infer<typeof suggestionSchema>;

export interface DadataRegistryOptions {
  /** The API's origin: https://suggestions.dadata.ru, or the sandbox's. */
  url: string;
  apiKey: string;
  /** How long a person waits for the registry before the verification says it does not answer. */
  timeoutMs: number;
}

/**
 * The registry through DaData's API. DaData says `ACTIVE`, `REORGANIZING` (still registered and
 * working), `LIQUIDATING`, `LIQUIDATED` or `BANKRUPT`; a company on its way out cannot vouch for
 * vacancies, so only the first two count as active.
 */
export class DadataRegistry implements RegistryProvider {
  constructor(private readonly options: DadataRegistryOptions) {}

  async findByInn(inn: string): Promise<RegistryEntry> {
    const suggestions = await this.lookup(inn);
    // DaData lists a company's branches beside its head office under the same ИНН.
    const found = suggestions.find(
      (suggestion) =>
        suggestion.data.inn === inn &&
        (suggestion.data.branch_type === "MAIN" || !suggestion.data.branch_type),
    );
    // An entry without its numbers cannot be shown as a verification: as good as unknown.
    const registeredOn = moscowDate(found?.data.state.registration_date ?? found?.data.ogrn_date);
    const ogrn = found?.data.ogrn;
    if (!found || !ogrn || !registeredOn) {
      return { status: "unknown", legalName: null, inn, ogrn: null, registeredOn: null };
    }
    const { data } = found;
    return {
      status: ["ACTIVE", "REORGANIZING"].includes(data.state.status) ? "active" : "liquidated",
      legalName: data.name?.full_with_opf ?? data.name?.short_with_opf ?? found.value,
      inn,
      ogrn,
      registeredOn,
    };
  }

  private async lookup(inn: string): Promise<Suggestion[]> {
    let response: Response;
    try {
      response = await fetch(`${this.options.url}${FIND_PARTY_PATH}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          authorization: `Token ${this.options.apiKey}`,
        },
        body: JSON.stringify({ query: inn }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new RegistryUnavailableError(`the registry did not answer: ${String(error)}`, { cause: error });
    }
    if (!response.ok) {
      // A 401/403 is our key's fault, not the person's: the same answer, and the log says which.
      await response.body?.cancel();
      throw new RegistryUnavailableError(`the registry answered ${response.status}`);
    }
    try {
      return answerSchema.parse(await response.json()).suggestions;
    } catch (error) {
      throw new RegistryUnavailableError("the registry's answer could not be read", { cause: error });
    }
  }
}

function moscowDate(millis: number | null | undefined): string | null {
  return millis == null ? null : new Date(millis + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}
