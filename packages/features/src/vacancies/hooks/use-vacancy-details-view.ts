import { applicantActionAccess } from "@rabota/domain/access";
import { failureMessage } from "@rabota/domain/errors";
import type { PendingApplicantAction } from "@rabota/domain/transitions";
import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import { toast } from "@rabota/ui/toast";
import { useEffect, useState } from "react";
import { preloadVacancyText } from "../components/vacancy-text";
import { APPLICANT_ACTION_TOASTS as TOASTS } from "../lib/applicant-action-toasts";
import type { Viewer } from "../lib/list-view";
import {
  useCurrentVacancy,
  useCurrentVacancyError,
  useCurrentVacancyStatus,
  useVacancyActions,
} from "../store/vacancies-store-provider";
import { useToggleLike } from "./use-toggle-like";

/**
 * A vacancy page's behaviour: opens `vacancyId` (as the applicant, so its flags show; again
 * when the viewer signs in; from `served`, the vacancy the page's HTML carried, without a
 * request for a guest), and gives the heart and «Откликнуться» actions (a guest is
 * asked to sign in, with the action to do afterwards) and whether the vacancy belongs to the
 * viewing employer's company.
 */
export function useVacancyDetailsView(
  vacancyId: string,
  viewer: Viewer,
  onSignInRequired: (action: PendingApplicantAction) => void,
  served: VacancyDto | null = null,
) {
  const vacancy = useCurrentVacancy();
  const status = useCurrentVacancyStatus();
  const error = useCurrentVacancyError();
  const { open, apply } = useVacancyActions();
  const [applying, setApplying] = useState(false);
  const applicantId = viewer.role === "applicant" ? viewer.applicantId : undefined;
  const toggleLike = useToggleLike(viewer, onSignInRequired);

  const signedIn = viewer.role !== null;
  useEffect(() => {
    // A vacancy the page has to load: its description's sanitiser loads meanwhile.
    if (!served) preloadVacancyText();
    void open(vacancyId, applicantId, served ? { vacancy: served, signedIn } : undefined);
  }, [open, vacancyId, applicantId, served, signedIn]);

  const applyNow = async () => {
    if (!vacancy) return;
    if (!applicantId) {
      if (applicantActionAccess(viewer.role) === "signIn")
        onSignInRequired({ kind: "apply", vacancyId: vacancy.id });
      return;
    }
    setApplying(true);
    try {
      await apply(vacancy.id, applicantId);
      toast({ variant: "success", title: TOASTS.applied });
    } catch (error) {
      toast({ variant: "danger", title: failureMessage(error, TOASTS.applyFailed) });
    } finally {
      setApplying(false);
    }
  };

  return {
    vacancy,
    status,
    /** The status to show when loading failed (404 for a missing vacancy, else the answer's status). */
    errorStatus: error?.status ?? 500,
    applying,
    apply: () => void applyNow(),
    toggleLike: () => vacancy && toggleLike(vacancy),
    isOwn: viewer.role === "employer" && vacancy !== null && viewer.companyId === vacancy.company.id,
  };
}
