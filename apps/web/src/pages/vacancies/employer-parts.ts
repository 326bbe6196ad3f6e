import type { EmployerVacancyList } from "@rabota/features/vacancies";
import { createContext } from "react";
import type { EmployerImport, ImportButton } from "./employer-import";

/**
 * What only an employer's vacancy list shows, from the employer's chunk
 * (`employer-vacancies.tsx`): the list page is mostly a guest's or an applicant's landing page
 * (issue 27). Handed down in one context, so the parts come with that chunk and never wait again.
 */
export interface EmployerParts {
  ImportButton: typeof ImportButton;
  EmployerImport: typeof EmployerImport;
  EmployerVacancyList: typeof EmployerVacancyList;
}

export const EmployerPartsContext = createContext<EmployerParts | null>(null);
