export { CompanyHeader, type CompanyHeaderProps, CompanyRating } from "./components/company-header";
export {
  COMPANY_REVIEWS_ANCHOR,
  CompanyProfile,
  type CompanyProfileProps,
  type CompanyViewer,
} from "./components/company-profile";
export { ReplyForm } from "./components/reply-form";
export { ReviewCard } from "./components/review-card";
export { ReviewForm } from "./components/review-form";
export {
  type CompaniesApi,
  type CompanyPageData,
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
