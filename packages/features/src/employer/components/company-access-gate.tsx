import { Spinner } from "@rabota/ui/spinner";
import type { ReactNode } from "react";
import {
  useEmployerActions,
  useEmployerProfile,
  useEmployerProfileLoad,
} from "../store/employer-store-provider";
import { CompanyAccessNotice } from "./company-access-notice";
import "./employer-profile.css";

/**
 * Shows `children` (the company's data) only to an active member of the employer's company;
 * an employer waiting for (or refused) access sees why instead, and the children never load;
 * a refused or removed one may ask again there (once an active member approves, a reload
 * of the page shows the children).
 * Loads the employer's profile to know; if that fails, the children show their own errors
 * (the gateway refuses them anyway).
 */
export function CompanyAccessGate({
  employerId,
  frame = (content) => content,
  children,
}: {
  employerId: string;
  /** Wraps what the gate shows instead of the children (e.g. the page's heading above it). */
  frame?: (content: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const { status } = useEmployerProfileLoad(employerId);
  const profile = useEmployerProfile();
  const actions = useEmployerActions();
  if (status === "idle" || status === "loading")
    return frame(
      <div className="rb-employer__gate-loading">
        <Spinner size="lg" label="Проверяем доступ к компании" />
      </div>,
    );
  if (status === "ready" && profile && profile.companyAccess !== "active")
    return frame(
      <CompanyAccessNotice
        status={profile.companyAccess}
        companyName={profile.company.companyName}
        onRequestAccess={actions.requestAccess}
      />,
    );
  return children;
}
