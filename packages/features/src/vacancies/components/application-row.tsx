import { RESPONSE_STATUS_LABELS } from "@rabota/domain/enums";
import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";
import { Tag } from "@rabota/ui/tag";
import type { ReactNode } from "react";
import { responseStatusTone } from "../lib/response-tone";
import { ResponseActions } from "./response-actions";
import "./vacancies.css";

export interface ApplicationRowProps {
  application: VacancyApplicationDto;
  /** What the row is about, bold on top: the candidate on a vacancy's list, the vacancy on a candidate's. */
  title: ReactNode;
  /** The line under it: where from, when. */
  meta: string;
  /** More about the response under the meta line (coefficient, test results). */
  details?: ReactNode;
  /** The vacancy's title, for the rejection's question where the list spans vacancies. */
  vacancyTitle?: string;
  /** More actions after the status buttons («Написать»). */
  actions?: ReactNode;
  /** A full-width part under the actions (the coefficient's factors). */
  extra?: ReactNode;
}

/**
 * One response as the employer sees it in any list: its title and meta line, the employer's
 * invitation while it stands, the status tag and {@link ResponseActions}.
 */
export function ApplicationRow({
  application,
  title,
  meta,
  details,
  vacancyTitle,
  actions,
  extra,
}: ApplicationRowProps) {
  return (
    <li className="rb-applications__item" data-testid="application">
      <div>
        <p className="rb-applications__name">{title}</p>
        <p className="rb-applications__meta">{meta}</p>
        {details}
        {application.invitationMessage ? (
          <p className="rb-applications__invitation" data-testid="application-invitation">
            {application.invitationMessage}
          </p>
        ) : null}
      </div>
      <Tag tone={responseStatusTone(application.status)}>{RESPONSE_STATUS_LABELS[application.status]}</Tag>
      <ResponseActions application={application} vacancyTitle={vacancyTitle}>
        {actions}
      </ResponseActions>
      {extra ? <div className="rb-applications__extra">{extra}</div> : null}
    </li>
  );
}
