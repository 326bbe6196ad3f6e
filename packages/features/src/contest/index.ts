export { CoefficientExplanation } from "./components/coefficient-explanation";
export { ContestSummary } from "./components/contest-summary";
export { FormulaView } from "./components/formula-view";
export { VacancyCoefficients } from "./components/vacancy-coefficients";
export { ContestStoreProvider } from "./store/contest-store-provider";
