import { CompanyAccessGate, EmployerStoreProvider } from "@rabota/features/employer";
import { type ReactNode, useMemo } from "react";
import { useApiClient } from "../../app/api-client-context";
import { employerApiOf } from "../profile/profile-apis";

/**
 * The company's data (its vacancy list, a vacancy's responses) for an active member only; an
 * employer waiting for access to the company sees why instead.
 */
export function CompanyGate({
  employerId,
  frame,
  children,
}: {
  employerId: string;
  frame?: (content: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const client = useApiClient();
  const api = useMemo(() => employerApiOf(client), [client]);
  return (
    <EmployerStoreProvider key={employerId} api={api}>
      <CompanyAccessGate employerId={employerId} {...(frame ? { frame } : {})}>
        {children}
      </CompanyAccessGate>
    </EmployerStoreProvider>
  );
}
