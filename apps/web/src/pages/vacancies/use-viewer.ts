import { useSessionRole, useSessionUserId } from "@rabota/features/session";
import { useEffect, useState } from "react";
import { useApiClient } from "../../app/api-client-context";

/** Who looks at the vacancies: a guest, an applicant (with its id), or an employer (with its company). */
export type Viewer =
  | { readonly role: null }
  | { readonly role: "applicant"; readonly applicantId: string }
  | { readonly role: "employer"; readonly employerId: string; readonly companyId: string | null | undefined };

/**
 * The viewer of the vacancy pages. An employer's company id comes from its profile: undefined
 * while it loads, null when it failed.
 */
export function useViewer(): Viewer {
  const role = useSessionRole();
  const userId = useSessionUserId();
  const client = useApiClient();
  const [companyId, setCompanyId] = useState<{ employerId: string; companyId: string | null } | null>(null);

  useEffect(() => {
    if (role !== "employer" || !userId) return;
    let active = true;
    client.employer
      .getProfile(userId)
      .then((profile) => active && setCompanyId({ employerId: userId, companyId: profile.company.id }))
      .catch(() => active && setCompanyId({ employerId: userId, companyId: null }));
    return () => {
      active = false;
    };
  }, [client, role, userId]);

  if (role === "applicant" && userId) return { role, applicantId: userId };
  if (role === "employer" && userId) {
    return {
      role,
      employerId: userId,
      companyId: companyId?.employerId === userId ? companyId.companyId : undefined,
    };
  }
  return { role: null };
}

/** Whether the employer's company is still loading (the employer view waits for it). */
export function isViewerPending(viewer: Viewer): boolean {
  return viewer.role === "employer" && viewer.companyId === undefined;
}
