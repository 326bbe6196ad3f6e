import { Button } from "@rabota/ui/button";
import { FactorList } from "@rabota/ui/factor-list";
import { Skeleton } from "@rabota/ui/skeleton";
import { useEffect, useId, useState } from "react";
import { factorsKey } from "../store/contest-store";
import { useContest, useContestActions } from "../store/contest-store-provider";
import { FACTOR_LABELS, points } from "./labels";
import "./contest.css";

export interface CoefficientExplanationProps {
  applicantId: string;
  vacancyId: string;
  /** Opens at once (the employer's candidate card keeps it behind the button too by default). */
  defaultOpen?: boolean;
}

/**
 * «Почему такой коэффициент?»: a disclosure that loads and shows the factors of one
 * coefficient — name, weight, value, contribution, evidence and what would raise it.
 */
export function CoefficientExplanation({
  applicantId,
  vacancyId,
  defaultOpen = false,
}: CoefficientExplanationProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  const entry = useContest((state) => state.factors[factorsKey(applicantId, vacancyId)]);
  const { loadFactors } = useContestActions();
  useEffect(() => {
    if (open) void loadFactors(applicantId, vacancyId);
  }, [open, loadFactors, applicantId, vacancyId]);
  return (
    <div className="rb-coefficient-why">
      <Button variant="link" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        Почему такой коэффициент?
      </Button>
      {open ? (
        <div id={regionId} className="rb-coefficient-why__body">
          {entry?.status === "ready" && entry.data ? (
            <>
              <p className="rb-coefficient-why__sum">
                Коэффициент {points(entry.data.coefficient)} из 100 — сумма вкладов ниже (формула{" "}
                {entry.data.formulaVersion}).
              </p>
              <FactorList factors={entry.data.factors} labels={FACTOR_LABELS} />
            </>
          ) : entry?.status === "error" ? (
            <p role="alert">{entry.error}</p>
          ) : (
            <Skeleton shape="text" lines={4} />
          )}
        </div>
      ) : null}
    </div>
  );
}
