export { SalaryReport } from "./components/salary-report";
export {
  createSalaryPageStore,
  type ServedSalaries,
  salaryPlaceKey,
  servedSalariesOf,
} from "./store/salary-page-store";
export {
  SalaryPageStoreProvider,
  useSalaryPage,
  useSalaryPageActions,
  useSalaryPageNotFound,
  useSalaryPageStatus,
} from "./store/salary-page-store-provider";
