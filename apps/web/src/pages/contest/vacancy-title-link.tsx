import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";

/**
 * A vacancy's title as a link to its page; the contest call names vacancies by id only. Read
 * without the applicant's id, so listing it here does not count as a view.
 */
export function VacancyTitleLink({ vacancyId }: { vacancyId: string }) {
  const client = useApiClient();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    client.vacancy.getVacancy(vacancyId).then(
      (vacancy) => live && setTitle(vacancy.title),
      () => live && setTitle("Вакансия"),
    );
    return () => {
      live = false;
    };
  }, [client, vacancyId]);
  return <Link to={paths.vacancyDetails.href(vacancyId)}>{title ?? "Вакансия…"}</Link>;
}
