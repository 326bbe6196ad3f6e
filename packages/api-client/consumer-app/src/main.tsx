// What another team writes on top of the published packages: one typed call to the gateway
// through @rabota/api-client, the domain's labels, and a @rabota/ui component with its styles.
import "@rabota/ui/styles.css";
import { createApiClient, isApiError } from "@rabota/api-client";
import { EXPERIENCE_LABELS } from "@rabota/domain/enums";
import type { VacancyListResponse } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

const api = createApiClient({ baseUrl: "" });

// The published types are real, not `any`: a wrong call must not compile.
// @ts-expect-error `pageSize` is a number
void api.vacancy.getVacancies({}, { pageSize: "10" });

function App() {
  const [list, setList] = useState<VacancyListResponse | null>(null);
  const [failure, setFailure] = useState("");
  useEffect(() => {
    api.vacancy
      .getVacancies({ city: ["Москва"] }, { pageSize: 5 })
      .then(setList, (error: unknown) => setFailure(isApiError(error) ? error.message : String(error)));
  }, []);
  return (
    <main>
      <h1>{EXPERIENCE_LABELS.EXPERIENCE_WITHOUT}</h1>
      {failure && <p role="alert">{failure}</p>}
      {list && (
        <ul aria-label="Вакансии">
          {list.vacancies.map((vacancy) => (
            <li key={vacancy.id}>{vacancy.title}</li>
          ))}
        </ul>
      )}
      <Button variant="primary">Откликнуться</Button>
    </main>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<App />);
