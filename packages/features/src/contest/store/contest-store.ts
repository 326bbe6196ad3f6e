import {
  type ContestFactorsResponse,
  type ContestFormulaResponse,
  type ContestScoreResponse,
  EMPTY_CONTEST_SCORE,
} from "@rabota/domain/wire/contest";
import { createStore } from "zustand/vanilla";
import { type LoadStatus, messageOf } from "../../lib/store-kit";

/** What the contest feature needs from the API; the app wires it to `apiClient.contest`. */
export interface ContestApi {
  getScore(applicantId: string, vacancyIds?: readonly string[]): Promise<ContestScoreResponse>;
  getFactors(applicantId: string, vacancyId: string): Promise<ContestFactorsResponse>;
  getFormula(): Promise<ContestFormulaResponse>;
}

/** One coefficient's explanation, loaded on demand. */
export interface FactorsEntry {
  status: LoadStatus;
  data: ContestFactorsResponse | null;
  error: string | null;
}

export interface ContestState {
  score: ContestScoreResponse;
  scoreStatus: LoadStatus;
  /** Keyed `${applicantId}:${vacancyId}` (an employer looks at many candidates of one vacancy). */
  factors: Readonly<Record<string, FactorsEntry>>;
  formula: ContestFormulaResponse | null;
  formulaStatus: LoadStatus;
  actions: {
    /** Loads the applicant's scores; a failure leaves no coefficients and zero scores (§4). */
    loadScore: (applicantId: string, vacancyIds?: readonly string[]) => Promise<void>;
    /** Loads the factors of one coefficient (once; again after a failure). */
    loadFactors: (applicantId: string, vacancyId: string) => Promise<void>;
    /** Loads the formula in force. */
    loadFormula: () => Promise<void>;
  };
}

/** The key of one coefficient's factors in the store. */
export const factorsKey = (applicantId: string, vacancyId: string) => `${applicantId}:${vacancyId}`;

/** Creates the contest store: the applicant's scores, explanations of coefficients, the formula. */
export function createContestStore(api: ContestApi) {
  let scoreGeneration = 0;
  return createStore<ContestState>()((set, get) => ({
    score: EMPTY_CONTEST_SCORE,
    scoreStatus: "idle",
    factors: {},
    formula: null,
    formulaStatus: "idle",
    actions: {
      async loadScore(applicantId, vacancyIds) {
        const mine = ++scoreGeneration;
        set({ scoreStatus: "loading" });
        try {
          const score = await api.getScore(applicantId, vacancyIds);
          if (mine === scoreGeneration) set({ score, scoreStatus: "ready" });
        } catch {
          if (mine === scoreGeneration) set({ score: EMPTY_CONTEST_SCORE, scoreStatus: "error" });
        }
      },
      async loadFactors(applicantId, vacancyId) {
        const key = factorsKey(applicantId, vacancyId);
        const known = get().factors[key];
        if (known && (known.status === "ready" || known.status === "loading")) return;
        const put = (entry: FactorsEntry) => set({ factors: { ...get().factors, [key]: entry } });
        put({ status: "loading", data: null, error: null });
        try {
          put({ status: "ready", data: await api.getFactors(applicantId, vacancyId), error: null });
        } catch (error) {
          put({ status: "error", data: null, error: messageOf(error, "Не удалось загрузить объяснение") });
        }
      },
      async loadFormula() {
        set({ formulaStatus: "loading" });
        try {
          set({ formula: await api.getFormula(), formulaStatus: "ready" });
        } catch {
          set({ formulaStatus: "error" });
        }
      },
    },
  }));
}
