import { applicantActionAccess } from "@rabota/domain/access";
import { failureMessage } from "@rabota/domain/errors";
import type { Vacancy } from "@rabota/domain/mappers";
import type { PendingApplicantAction } from "@rabota/domain/transitions";
import { toast } from "@rabota/ui/toast";
import { APPLICANT_ACTION_TOASTS } from "../lib/applicant-action-toasts";
import type { Viewer } from "../lib/list-view";
import { useVacancyActions } from "../store/vacancies-store-provider";

/**
 * The heart of a vacancy: an applicant likes or unlikes it (a toast when that fails); a
 * guest is asked to sign in first, with the like to do afterwards; an employer cannot like (§6).
 */
export function useToggleLike(viewer: Viewer, onSignInRequired: (action: PendingApplicantAction) => void) {
  const { like, unlike } = useVacancyActions();
  return (vacancy: Pick<Vacancy, "id" | "isLikedByCurrentUser">) => {
    const access = applicantActionAccess(viewer.role);
    if (access === "signIn") onSignInRequired({ kind: "like", vacancyId: vacancy.id });
    if (viewer.role !== "applicant") return;
    const action = vacancy.isLikedByCurrentUser
      ? unlike(vacancy.id, viewer.applicantId)
      : like(vacancy.id, viewer.applicantId);
    action.catch((error: unknown) =>
      toast({ variant: "danger", title: failureMessage(error, APPLICANT_ACTION_TOASTS.likeFailed) }),
    );
  };
}
