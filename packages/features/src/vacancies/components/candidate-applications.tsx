import type { CandidateApplicationDto } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { EmptyState } from "@rabota/ui/empty-state";
import { Link } from "@rabota/ui/link";
import { Skeleton } from "@rabota/ui/skeleton";
import { type ReactNode, useEffect } from "react";
import { plainClickOpens } from "../../lib/plain-click";
import { appliedOnText } from "../lib/application-text";
import {
  useCandidateApplications,
  useCandidateApplicationsStatus,
  useVacancyActions,
} from "../store/vacancies-store-provider";
import { ApplicationRow } from "./application-row";
import "./vacancies.css";

export interface CandidateApplicationsProps {
  applicantId: string;
  /** The URL of a vacancy's page. */
  vacancyHref: (vacancyId: string) => string;
  /** Client-side navigation to a vacancy (a plain click). */
  onOpenVacancy?: (href: string) => void;
  /** More actions on one response, after the status buttons (the chat's «Написать», composed by the page). */
  renderActions?: (application: CandidateApplicationDto) => ReactNode;
}

/**
 * «Отклики на вакансии компании» on a candidate's page (issue 25): each of the candidate's
 * responses to the employer's company, newest first — the vacancy (a link to its page), when,
 * the status — answered right here as on the vacancy's own list ({@link ApplicationRow}).
 */
export function CandidateApplications({
  applicantId,
  vacancyHref,
  onOpenVacancy,
  renderActions,
}: CandidateApplicationsProps) {
  const applications = useCandidateApplications();
  const status = useCandidateApplicationsStatus();
  const { loadCandidateApplications } = useVacancyActions();
  useEffect(() => {
    void loadCandidateApplications(applicantId);
  }, [loadCandidateApplications, applicantId]);

  return (
    <Card asChild className="rb-candidate-applications">
      <section aria-labelledby="candidate-applications-title">
        <CardHeader>
          <CardTitle level={2} id="candidate-applications-title">
            Отклики на вакансии компании
          </CardTitle>
        </CardHeader>
        <CardContent>
          {status === "loading" || status === "idle" ? (
            <Skeleton shape="text" lines={3} />
          ) : status === "error" ? (
            <div role="alert" className="rb-candidate-applications__error">
              <p>Не удалось загрузить отклики.</p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void loadCandidateApplications(applicantId)}
              >
                Повторить
              </Button>
            </div>
          ) : applications.length === 0 ? (
            <EmptyState size="compact" title="Откликов пока нет" />
          ) : (
            <ul className="rb-applications">
              {applications.map((item) => {
                const href = vacancyHref(item.vacancyId);
                return (
                  <ApplicationRow
                    key={item.vacancyId}
                    application={item}
                    title={
                      <Link href={href} onClick={plainClickOpens(href, onOpenVacancy)} underline="hover">
                        {item.vacancyTitle}
                      </Link>
                    }
                    meta={appliedOnText(item.appliedAt)}
                    vacancyTitle={item.vacancyTitle}
                    actions={renderActions?.(item)}
                  />
                );
              })}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
