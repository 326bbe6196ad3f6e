import type { CompanyMemberStatus } from "@rabota/domain/enums";
import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import { EmptyState } from "@rabota/ui/empty-state";
import { ClockIcon, InfoIcon } from "@rabota/ui/icon";

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
}

/**
 * What an employer who is not an active member sees instead of the company's data: the
 * request is waiting, was rejected, or the access was revoked.
 */
export function CompanyAccessNotice({ status, companyName, headingLevel = 2 }: CompanyAccessNoticeProps) {
  return (
    <EmptyState
      role="status"
      data-company-access={status}
      icon={status === "pending" ? <ClockIcon /> : <InfoIcon />}
      title={`${TITLES[status]}: «${companyName}»`}
      description={COMPANY_ACCESS_MESSAGES.notice[status]}
      headingLevel={headingLevel}
      size="compact"
    />
  );
}
