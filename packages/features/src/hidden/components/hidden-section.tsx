import { formatLongDateRu } from "@rabota/domain/format";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { Spinner } from "@rabota/ui/spinner";
import { toast } from "@rabota/ui/toast";
import type { MouseEvent } from "react";
import type { HiddenChange } from "../store/hidden-store";
import {
  useHiddenActions,
  useHiddenCompanies,
  useHiddenLoad,
  useHiddenStatus,
  useHiddenVacancies,
  useHiddenWords,
} from "../store/hidden-store-provider";
import "./hidden.css";

interface HiddenSectionProps {
  /** A vacancy page's address. */
  vacancyHref: (vacancyId: string) => string;
  /** Client-side navigation for a plain click on a vacancy. */
  onOpen?: (href: string) => void;
}

/** Says when showing again failed (the item then stays listed). */
const reportFailure = (change: HiddenChange) => {
  if (!change.ok) toast({ variant: "danger", title: change.message });
};

/**
 * «Скрытые» on `/searches` (issue 26): the hidden vacancies and companies, each with
 * «Показать снова», and the excluded words (changed in the list's filters).
 */
export function HiddenSection({ vacancyHref, onOpen }: HiddenSectionProps) {
  useHiddenLoad();
  const status = useHiddenStatus();
  const vacancies = useHiddenVacancies();
  const companies = useHiddenCompanies();
  const words = useHiddenWords();
  const { setVacancyHidden, setCompanyHidden } = useHiddenActions();
  const open = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(href);
  };

  return (
    <section className="rb-hidden-section" aria-labelledby="hidden-section-title">
      <h2 id="hidden-section-title">Скрытые</h2>
      {status === "loading" || status === "idle" ? <Spinner label="Загружаем скрытое" /> : null}
      {status === "error" ? <p role="alert">Не удалось загрузить скрытое</p> : null}
      {status === "ready" && vacancies.length + companies.length + words.length === 0 ? (
        <EmptyState
          title="Вы ничего не скрыли"
          description="Скрыть вакансию или все вакансии компании можно на её карточке и странице."
        />
      ) : null}
      {vacancies.length > 0 ? (
        <div>
          <h3>Вакансии</h3>
          <ul className="rb-hidden-section__list" aria-label="Скрытые вакансии">
            {vacancies.map((vacancy) => (
              <li key={vacancy.id} className="rb-hidden-section__item">
                <div>
                  <a href={vacancyHref(vacancy.id)} onClick={open(vacancyHref(vacancy.id))}>
                    {vacancy.title}
                  </a>
                  <p className="rb-hidden-section__meta">
                    {vacancy.companyName} · скрыта {formatLongDateRu(new Date(vacancy.hiddenAt))}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Показать снова: ${vacancy.title}`}
                  onClick={async () => reportFailure(await setVacancyHidden(vacancy.id, false))}
                >
                  Показать снова
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {companies.length > 0 ? (
        <div>
          <h3>Компании</h3>
          <ul className="rb-hidden-section__list" aria-label="Скрытые компании">
            {companies.map((company) => (
              <li key={company.id} className="rb-hidden-section__item">
                <div>
                  <span>{company.name}</span>
                  <p className="rb-hidden-section__meta">
                    все вакансии · скрыты {formatLongDateRu(new Date(company.hiddenAt))}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Показать снова: ${company.name}`}
                  onClick={async () => reportFailure(await setCompanyHidden(company.id, false))}
                >
                  Показать снова
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {words.length > 0 ? (
        <div>
          <h3>Исключённые слова</h3>
          <p className="rb-hidden-section__meta">
            {words.join(", ")} — изменить их можно в фильтрах списка вакансий («Исключить слова»).
          </p>
        </div>
      ) : null}
    </section>
  );
}
