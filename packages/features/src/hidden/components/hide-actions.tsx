import { Button } from "@rabota/ui/button";
import { EyeOffIcon } from "@rabota/ui/icon";
import { toast } from "@rabota/ui/toast";
import { useState } from "react";
import { useHiddenActions } from "../store/hidden-store-provider";
import "./hidden.css";

export interface HideActionsProps {
  vacancyId: string;
  companyId: string;
  companyName: string;
  /** After a hide: what was hidden, so the list can let it go without a request. */
  onHidden?: (hidden: { vacancyId: string } | { companyId: string }) => void;
  /** After «Отменить»: the list shows it again. */
  onRestored?: () => void;
}

/**
 * «Скрыть вакансию» and «Скрыть все вакансии компании» (issue 26), on a card and on a vacancy
 * page; each says so in a toast whose «Отменить» shows it again.
 */
export function HideActions({ vacancyId, companyId, companyName, onHidden, onRestored }: HideActionsProps) {
  const { setVacancyHidden, setCompanyHidden } = useHiddenActions();
  const [busy, setBusy] = useState(false);

  const run = async (hidden: { vacancyId: string } | { companyId: string }) => {
    const isVacancy = "vacancyId" in hidden;
    const toggle = (on: boolean) =>
      isVacancy ? setVacancyHidden(hidden.vacancyId, on) : setCompanyHidden(hidden.companyId, on);
    const toastId = `hidden-${isVacancy ? hidden.vacancyId : hidden.companyId}`;
    setBusy(true);
    const done = await toggle(true);
    setBusy(false);
    if (!done.ok) {
      toast({ variant: "danger", title: done.message });
      return;
    }
    onHidden?.(hidden);
    toast({
      id: toastId,
      title: isVacancy ? "Вакансия скрыта" : `Вакансии компании «${companyName}» скрыты`,
      description: `Вернуть ${isVacancy ? "её" : "их"} можно в разделе «Сохранённые поиски» → «Скрытые».`,
      action: {
        label: "Отменить",
        onClick: async () => {
          const undone = await toggle(false);
          if (undone.ok) onRestored?.();
          toast({
            id: toastId,
            variant: undone.ok ? "success" : "danger",
            title: undone.ok ? "Снова показываем" : undone.message,
          });
        },
      },
    });
  };

  return (
    <div className="rb-hide-actions">
      <Button
        variant="ghost"
        size="sm"
        startIcon={<EyeOffIcon />}
        disabled={busy}
        onClick={() => void run({ vacancyId })}
      >
        Скрыть вакансию
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run({ companyId })}>
        Скрыть все вакансии компании
      </Button>
    </div>
  );
}
