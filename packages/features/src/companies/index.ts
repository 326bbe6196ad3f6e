export { CompanyProfile, type CompanyViewer } from "./components/company-profile";
export {
  type CompaniesApi,
  createCompanyPageStore,
  type ServedCompany,
  servedCompanyOf,
} from "./store/company-page-store";
export {
  CompanyPageStoreProvider,
  useCompanyPage,
  useCompanyPageActions,
  useCompanyPageNotFound,
  useCompanyPageStatus,
} from "./store/company-page-store-provider";
