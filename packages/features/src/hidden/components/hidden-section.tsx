import { formatLongDateRu } from "@rabota/domain/format";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { Spinner } from "@rabota/ui/spinner";
import { toast } from "@rabota/ui/toast";
import type { ReactNode } from "react";
import { plainClickOpens } from "../../lib/plain-click";
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

/** One kind of hidden item under its heading. */
function HiddenList({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul className="rb-hidden-section__list" aria-label={label}>
        {children}
      </ul>
    </div>
  );
}

/** A hidden vacancy or company with «Показать снова» (a failure is said in a toast; it then stays). */
function HiddenItem(props: {
  name: ReactNode;
  label: string;
  meta: string;
  onShow: () => Promise<HiddenChange>;
}) {
  const showAgain = async () => {
    const change = await props.onShow();
    if (!change.ok) toast({ variant: "danger", title: change.message });
  };
  return (
    <li className="rb-hidden-section__item">
      <div>
        {props.name}
        <p className="rb-hidden-section__meta">{props.meta}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Показать снова: ${props.label}`}
        onClick={() => void showAgain()}
      >
        Показать снова
      </Button>
    </li>
  );
}

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
        <HiddenList title="Вакансии" label="Скрытые вакансии">
          {vacancies.map((vacancy) => (
            <HiddenItem
              key={vacancy.id}
              name={
                <a href={vacancyHref(vacancy.id)} onClick={plainClickOpens(vacancyHref(vacancy.id), onOpen)}>
                  {vacancy.title}
                </a>
              }
              label={vacancy.title}
              meta={`${vacancy.companyName} · скрыта ${formatLongDateRu(new Date(vacancy.hiddenAt))}`}
              onShow={() => setVacancyHidden(vacancy.id, false)}
            />
          ))}
        </HiddenList>
      ) : null}
      {companies.length > 0 ? (
        <HiddenList title="Компании" label="Скрытые компании">
          {companies.map((company) => (
            <HiddenItem
              key={company.id}
              name={<span>{company.name}</span>}
              label={company.name}
              meta={`все вакансии · скрыты ${formatLongDateRu(new Date(company.hiddenAt))}`}
              onShow={() => setCompanyHidden(company.id, false)}
            />
          ))}
        </HiddenList>
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
