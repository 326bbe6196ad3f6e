import { EmployerVacancyList } from "@rabota/features/vacancies";
import type { ReactNode } from "react";
import { CompanyGate } from "./company-gate";
import { EmployerImport, EmployerImportProvider, ImportButton } from "./employer-import";
import type { EmployerParts } from "./employer-parts";

const PARTS: EmployerParts = { ImportButton, EmployerImport, EmployerVacancyList };

/**
 * The employer's vacancy list: its company's, shown to an active member only (`frame` holds the
 * gate's notices), with the import's store; `children` get the employer's parts of the list.
 * Nothing here comes from the list page's chunk, which loads it.
 */
export default function EmployerVacancies({
  employerId,
  frame,
  children,
}: {
  employerId: string;
  frame: (content: ReactNode) => ReactNode;
  children: (parts: EmployerParts) => ReactNode;
}) {
  return (
    <CompanyGate employerId={employerId} frame={frame}>
      <EmployerImportProvider>{children(PARTS)}</EmployerImportProvider>
    </CompanyGate>
  );
}
