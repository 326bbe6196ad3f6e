import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createSalaryPageStore, type SalariesApi, type ServedSalaries } from "./salary-page-store";

const salaryPageStore = defineFeatureStore(
  "SalaryPage",
  (deps: { api: SalariesApi; served?: ServedSalaries }) => createSalaryPageStore(deps),
);

/** One salary page's store; `served` is the page the server rendered, if it fits this one. */
export function SalaryPageStoreProvider(props: FeatureStoreProps<typeof salaryPageStore>) {
  return <FeatureStoreProvider of={salaryPageStore} {...props} />;
}

export const useSalaryPage = () => useFeatureStore(salaryPageStore, (state) => state.page);
export const useSalaryPageStatus = () => useFeatureStore(salaryPageStore, (state) => state.status);
export const useSalaryPageNotFound = () => useFeatureStore(salaryPageStore, (state) => state.notFound);
export const useSalaryPageActions = () => useFeatureStore(salaryPageStore, (state) => state.actions);
