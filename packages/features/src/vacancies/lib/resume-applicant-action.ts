import { isApiError } from "@rabota/api-client";
import { failureMessage } from "@rabota/domain/errors";
import type { PendingApplicantAction } from "@rabota/domain/transitions";
import { toast } from "@rabota/ui/toast";
import type { VacanciesApi } from "../store/vacancies-store";
import { APPLICANT_ACTION_TOASTS as TOASTS } from "./applicant-action-toasts";

/**
 * Does the like or the response a guest asked for before signing in, now as `applicantId`,
 * and says so in a toast (the page the guest is on reloads the vacancy for its new viewer and
 * shows the result). A response made earlier (409) is no failure: it is already there.
 */
export async function resumeApplicantAction(
  api: Pick<VacanciesApi, "likeVacancy" | "applyToVacancy">,
  action: PendingApplicantAction,
  applicantId: string,
): Promise<void> {
  try {
    if (action.kind === "like") {
      await api.likeVacancy(action.vacancyId, applicantId);
      toast({ variant: "success", title: TOASTS.liked });
    } else {
      await api.applyToVacancy(action.vacancyId, applicantId);
      toast({ variant: "success", title: TOASTS.applied });
    }
  } catch (error) {
    if (action.kind === "apply" && isApiError(error) && error.status === 409) {
      toast({ variant: "info", title: TOASTS.alreadyApplied });
      return;
    }
    const fallback = action.kind === "like" ? TOASTS.likeFailed : TOASTS.applyFailed;
    toast({ variant: "danger", title: failureMessage(error, fallback) });
  }
}
