import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type CompaniesApi, createCompanyPageStore, type ServedCompany } from "./company-page-store";

const companyPageStore = defineFeatureStore(
  "CompanyPage",
  (deps: { api: CompaniesApi; served?: ServedCompany }) => createCompanyPageStore(deps),
);

/** One company page's store; `served` is the page the server rendered, if it is this company's. */
export function CompanyPageStoreProvider(props: FeatureStoreProps<typeof companyPageStore>) {
  return <FeatureStoreProvider of={companyPageStore} {...props} />;
}

export const useCompanyPage = () => useFeatureStore(companyPageStore, (state) => state.page);
export const useCompanyPageStatus = () => useFeatureStore(companyPageStore, (state) => state.status);
export const useCompanyPageNotFound = () => useFeatureStore(companyPageStore, (state) => state.notFound);
export const useCompanyPageActions = () => useFeatureStore(companyPageStore, (state) => state.actions);
