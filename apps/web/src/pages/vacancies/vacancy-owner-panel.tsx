import type { Vacancy } from "@rabota/domain/mappers";
import { CoefficientExplanation } from "@rabota/features/contest";
import { VacancyApplications, VacancyOwnerActions, VacancyTestControl } from "@rabota/features/vacancies";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { CompanyGate } from "./company-gate";
import { WriteToChat } from "./write-to-chat";

/**
 * Under the employer's own vacancy (its company's members): status and edit actions, the
 * vacancy's test and its responses. A chunk of its own, loaded only for that employer: the
 * vacancy page is mostly a guest's or an applicant's landing page (issue 27).
 */
export default function VacancyOwnerPanel({ vacancy, employerId }: { vacancy: Vacancy; employerId: string }) {
  const navigate = useNavigate();
  return (
    <CompanyGate employerId={employerId}>
      <VacancyOwnerActions
        vacancy={vacancy}
        editHref={paths.vacancyEdit.href(vacancy.id)}
        editHrefOf={paths.vacancyEdit.href}
        onNavigate={(href) => navigate(href)}
      />
      <VacancyTestControl vacancy={vacancy} />
      <VacancyApplications
        vacancyId={vacancy.id}
        candidateHref={paths.candidate.href}
        onOpenCandidate={(href) => navigate(href)}
        renderActions={(application) => (
          <WriteToChat vacancyId={vacancy.id} applicantId={application.applicantId} />
        )}
        renderExtra={(application) => (
          <CoefficientExplanation applicantId={application.applicantId} vacancyId={vacancy.id} />
        )}
      />
    </CompanyGate>
  );
}
