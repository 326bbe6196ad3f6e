import { failureMessage } from "@rabota/domain/errors";
import { vacancyCountLabel } from "@rabota/domain/format";
import { Button } from "@rabota/ui/button";
import { Checkbox } from "@rabota/ui/checkbox";
import { Modal } from "@rabota/ui/modal";
import { toast } from "@rabota/ui/toast";
import { useState } from "react";
import type { EmptyText } from "../lib/list-view";
import { useVacancyActions, useVacancyList } from "../store/vacancies-store-provider";
import { VacancyCard } from "./vacancy-card";
import { VacancyList } from "./vacancy-list";
import { VacancyModerationNotice } from "./vacancy-moderation";
import { VacancyStats } from "./vacancy-stats";

export interface EmployerVacancyListProps {
  /** The address of a vacancy's page. */
  hrefOf: (vacancyId: string) => string;
  /** Client-side navigation to a vacancy's page. */
  onOpen: (href: string) => void;
  /** A company's public page (issue 42): a card's company name links there. */
  companyHrefOf?: (companyId: string) => string;
  empty: EmptyText;
}

/** The employer's own vacancies with multi-select deletion behind a confirmation. */
export function EmployerVacancyList({ hrefOf, onOpen, companyHrefOf, empty }: EmployerVacancyListProps) {
  const vacancies = useVacancyList();
  const { remove } = useVacancyActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const chosen = vacancies.filter((vacancy) => selected.has(vacancy.id)).map((vacancy) => vacancy.id);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await remove(chosen);
      toast({ variant: "success", title: chosen.length === 1 ? "Вакансия удалена" : "Вакансии удалены" });
      setSelected(new Set());
      setConfirming(false);
    } catch (error) {
      toast({ variant: "danger", title: failureMessage(error, "Не удалось удалить вакансии") });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <VacancyList
        emptyTitle={empty.title}
        emptyDescription={empty.description}
        toolbar={
          chosen.length > 0 ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Удалить выбранные ({chosen.length})
            </Button>
          ) : null
        }
        renderItem={(vacancy) => (
          <VacancyCard
            vacancy={vacancy}
            href={hrefOf(vacancy.id)}
            onOpen={onOpen}
            companyHref={companyHrefOf?.(vacancy.company.id)}
            footer={
              <>
                <VacancyModerationNotice moderation={vacancy.moderation} compact />
                {vacancy.stats ? <VacancyStats stats={vacancy.stats} /> : null}
                {vacancy.source && vacancy.editedHere ? (
                  <p className="rb-vacancy-owner__note">Импортирована с hh.ru, изменена на Работе</p>
                ) : null}
              </>
            }
            leading={
              <Checkbox
                label={<span className="rb-sr-only">Выбрать «{vacancy.title}»</span>}
                checked={selected.has(vacancy.id)}
                onChange={(event) => toggle(vacancy.id, event.target.checked)}
              />
            }
          />
        )}
      />
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Удалить вакансии?"
        description={`Будет удалено: ${vacancyCountLabel(chosen.length)}. Отклики на них тоже удалятся. Это действие нельзя отменить.`}
        closeLabel="Закрыть"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Отмена
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
              Удалить
            </Button>
          </>
        }
      />
    </>
  );
}
