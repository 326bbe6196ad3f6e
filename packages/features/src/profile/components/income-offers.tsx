import { formatNumberRu, pluralRu } from "@rabota/domain/format";
import { Link } from "@rabota/ui/link";
import { useEffect } from "react";
import { useApplicantProfile, useIncomeOffers, useProfileActions } from "../store/profile-store-provider";

/** «в 1 активной вакансии», «в 23 активных вакансиях», «более чем в 1 000 активных вакансиях». */
function inVacancies(total: number, capped: boolean): string {
  const words = pluralRu(total, {
    one: "активной вакансии",
    few: "активных вакансиях",
    many: "активных вакансиях",
  });
  return `${capped ? "более чем " : ""}в ${formatNumberRu(total)} ${words}`;
}

export interface IncomeOffersProps {
  /** The vacancy list with «Доход от» set to the amount. */
  hrefOf: (amount: number) => string;
}

/**
 * By the applicant's wanted income (issue 45): how many active vacancies have a pay that
 * reaches it — «Вилка доходит до 150 000 ₽ и выше в 23 активных вакансиях» — with the list
 * filtered by it. What is counted is what the list's «Доход от» finds: a vacancy whose upper
 * bound (or only bound) is at least the amount, as the employer wrote it (before or after tax).
 */
export function IncomeOffers({ hrefOf }: IncomeOffersProps) {
  const amount = useApplicantProfile()?.goals.preferredIncome ?? null;
  const offers = useIncomeOffers();
  const actions = useProfileActions();

  useEffect(() => {
    if (amount !== null) void actions.countIncomeOffers(amount);
  }, [amount, actions]);

  if (amount === null || offers?.amount !== amount || offers.status !== "ready") return null;
  const wanted = `${formatNumberRu(amount)} ₽`;
  return (
    <p className="rb-profile__income-offers" data-testid="income-offers">
      {offers.total === 0 ? (
        `Пока нет активных вакансий, где вилка доходит до ${wanted}`
      ) : (
        <>
          Вилка доходит до {wanted} и выше{" "}
          <Link href={hrefOf(amount)}>{inVacancies(offers.total, offers.capped)}</Link>
        </>
      )}
    </p>
  );
}
