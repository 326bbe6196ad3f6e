import { useSessionCompanyId, useSessionRole, useSessionUserId } from "@rabota/features/session";
import type { Viewer } from "@rabota/features/vacancies";
import { useMemo } from "react";

/** The viewer of the vacancy pages, from the session (which knows the employer's company). */
export function useViewer(): Viewer {
  const role = useSessionRole();
  const userId = useSessionUserId();
  const companyId = useSessionCompanyId();
  return useMemo((): Viewer => {
    if (role === "applicant" && userId) return { role, applicantId: userId };
    if (role === "employer" && userId) return { role, employerId: userId, companyId };
    return { role: null };
  }, [role, userId, companyId]);
}
