export type { FactorEvidence, FactorItem, FactorListLabels, FactorListProps } from "./factor-list";
export { FactorList } from "./factor-list";
