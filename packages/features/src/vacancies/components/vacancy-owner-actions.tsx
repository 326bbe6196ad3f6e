import { formatLongDateRu } from "@rabota/domain/format";
import type { Vacancy } from "@rabota/domain/mappers";
import { Button } from "@rabota/ui/button";
import { Tag } from "@rabota/ui/tag";
import { toast } from "@rabota/ui/toast";
import { useState } from "react";
import { messageOf } from "../../lib/store-kit";
import { useVacancyActions } from "../store/vacancies-store-provider";
import { VacancyStats } from "./vacancy-stats";
import "./vacancies.css";

const STATUS_TAGS = {
  VACANCY_STATUS_DRAFT: { label: "Черновик", tone: "neutral" },
  VACANCY_STATUS_ACTIVE: { label: "Опубликована", tone: "success" },
  VACANCY_STATUS_ARCHIVED: { label: "В архиве", tone: "warning" },
} as const;

export interface VacancyOwnerActionsProps {
  vacancy: Vacancy;
  /** The address of the vacancy's editor (`/vacancies/edit/{id}`). */
  editHref: string;
  /** Client-side navigation (the editor, or the copy's editor). */
  onNavigate: (href: string) => void;
  /** The address of a vacancy's editor, for the copy. */
  editHrefOf: (vacancyId: string) => string;
}

/**
 * What the company's member does with its own vacancy on its page: its status and figures,
 * «Изменить», publishing («Опубликовать», «Опубликовать снова»), «В архив», and «Копировать»
 * (a new draft with every field of this one).
 */
export function VacancyOwnerActions({ vacancy, editHref, onNavigate, editHrefOf }: VacancyOwnerActionsProps) {
  const { setStatus, copy, prolong } = useVacancyActions();
  const [busy, setBusy] = useState<string | null>(null);
  const status = vacancy.status ?? "VACANCY_STATUS_ACTIVE";
  const tag = STATUS_TAGS[status];

  const run = async (name: string, action: () => Promise<void>, failure: string) => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      toast({ variant: "danger", title: failure, description: messageOf(error, "") || undefined });
    } finally {
      setBusy(null);
    }
  };
  const changeStatus = (next: "VACANCY_STATUS_ACTIVE" | "VACANCY_STATUS_ARCHIVED", done: string) =>
    run(
      next,
      async () => {
        await setStatus(vacancy.id, next);
        toast({ variant: "success", title: done });
      },
      "Не удалось изменить статус вакансии",
    );
  const startCopy = () =>
    run(
      "copy",
      async () => {
        const id = await copy(vacancy);
        toast({ variant: "success", title: "Создан черновик — копия вакансии" });
        onNavigate(editHrefOf(id));
      },
      "Не удалось скопировать вакансию",
    );

  return (
    <section className="rb-vacancy-owner" aria-label="Управление вакансией">
      <div className="rb-vacancy-owner__row">
        <Tag tone={tag.tone} data-testid="vacancy-status">
          {tag.label}
        </Tag>
        {status === "VACANCY_STATUS_ACTIVE" && vacancy.expiresAt ? (
          <span className="rb-vacancy-owner__note" data-testid="vacancy-expires">
            Снимется с публикации {formatLongDateRu(new Date(vacancy.expiresAt))}
          </span>
        ) : null}
        {vacancy.source && vacancy.editedHere ? (
          <span className="rb-vacancy-owner__note">Изменена на Работе: импорт её не перезапишет</span>
        ) : vacancy.source ? (
          <span className="rb-vacancy-owner__note">Импортирована с hh.ru</span>
        ) : null}
      </div>
      {vacancy.stats ? <VacancyStats stats={vacancy.stats} /> : null}
      <div className="rb-vacancy-owner__actions">
        <Button
          href={editHref}
          variant="secondary"
          onClick={(event) => {
            event.preventDefault();
            onNavigate(editHref);
          }}
        >
          Изменить
        </Button>
        {status === "VACANCY_STATUS_DRAFT" ? (
          <Button
            loading={busy === "VACANCY_STATUS_ACTIVE"}
            disabled={busy !== null}
            onClick={() => changeStatus("VACANCY_STATUS_ACTIVE", "Вакансия опубликована")}
          >
            Опубликовать
          </Button>
        ) : null}
        {status === "VACANCY_STATUS_ARCHIVED" ? (
          <Button
            loading={busy === "VACANCY_STATUS_ACTIVE"}
            disabled={busy !== null}
            onClick={() => changeStatus("VACANCY_STATUS_ACTIVE", "Вакансия снова опубликована")}
          >
            Опубликовать снова
          </Button>
        ) : null}
        {/* Only a vacancy with a lifetime (published here) is prolonged: for an imported one it would start one. */}
        {status === "VACANCY_STATUS_ACTIVE" && vacancy.expiresAt ? (
          <Button
            variant="secondary"
            loading={busy === "prolong"}
            disabled={busy !== null}
            onClick={() =>
              run(
                "prolong",
                async () => {
                  await prolong(vacancy.id);
                  toast({ variant: "success", title: "Вакансия продлена" });
                },
                "Не удалось продлить вакансию",
              )
            }
          >
            Продлить
          </Button>
        ) : null}
        {status === "VACANCY_STATUS_ACTIVE" ? (
          <Button
            variant="secondary"
            loading={busy === "VACANCY_STATUS_ARCHIVED"}
            disabled={busy !== null}
            onClick={() => changeStatus("VACANCY_STATUS_ARCHIVED", "Вакансия отправлена в архив")}
          >
            В архив
          </Button>
        ) : null}
        <Button variant="ghost" loading={busy === "copy"} disabled={busy !== null} onClick={startCopy}>
          Копировать
        </Button>
      </div>
    </section>
  );
}
