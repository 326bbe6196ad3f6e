import type { CompanyMemberStatus } from "@rabota/domain/enums";
import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { ClockIcon, InfoIcon } from "@rabota/ui/icon";
import { useState } from "react";
import type { AccessRequestResult } from "../store/employer-store";
import "./employer-profile.css";

const TITLES: Record<Exclude<CompanyMemberStatus, "active">, string> = {
  pending: "Доступ к компании ещё не открыт",
  rejected: "Заявка на доступ отклонена",
  removed: "Доступ к компании закрыт",
};

export interface CompanyAccessNoticeProps {
  /** The employer's standing; not `active` (an active member sees the company instead). */
  status: Exclude<CompanyMemberStatus, "active">;
  /** The company the employer asked to join. */
  companyName: string;
  /** Heading level that fits the page outline. Default 2. */
  headingLevel?: 2 | 3;
  /**
   * Asks the company again («Запросить доступ снова», shown to a rejected or removed
   * employer). On success the caller's standing turns `pending` and the notice with it;
   * on failure the notice shows the result's message. Without it, no button.
   */
  onRequestAccess?: () => Promise<AccessRequestResult>;
}

/**
 * What an employer who is not an active member sees instead of the company's data: the
 * request is waiting, was rejected, or the access was revoked; a rejected or removed
 * employer may ask again.
 */
export function CompanyAccessNotice({
  status,
  companyName,
  headingLevel = 2,
  onRequestAccess,
}: CompanyAccessNoticeProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canAsk = status !== "pending" && onRequestAccess !== undefined;

  const ask = async () => {
    if (!onRequestAccess) return;
    setSending(true);
    setError(null);
    const result = await onRequestAccess();
    setSending(false);
    if (!result.ok) setError(result.message);
  };

  return (
    <EmptyState
      role="status"
      data-company-access={status}
      icon={status === "pending" ? <ClockIcon /> : <InfoIcon />}
      title={`${TITLES[status]}: «${companyName}»`}
      description={
        canAsk && error ? (
          <>
            {COMPANY_ACCESS_MESSAGES.notice[status]}
            <span role="alert" className="rb-employer__notice-error">
              {error}
            </span>
          </>
        ) : (
          COMPANY_ACCESS_MESSAGES.notice[status]
        )
      }
      actions={
        canAsk ? (
          <Button size="sm" loading={sending} onClick={() => void ask()}>
            Запросить доступ снова
          </Button>
        ) : undefined
      }
      headingLevel={headingLevel}
      size="compact"
    />
  );
}
