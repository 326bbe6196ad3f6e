import type { useApplicantProfileLoad } from "@rabota/features/profile";
import { Button } from "@rabota/ui/button";
import { ErrorState } from "@rabota/ui/error-state";
import { PageSpinner } from "@rabota/ui/spinner";
import type { ReactNode } from "react";

/** The common load states of a profile page: spinner, error with retry, or the content. */
export function ProfileLoadState({
  status,
  error,
  retry,
  children,
}: ReturnType<typeof useApplicantProfileLoad> & { children: ReactNode }) {
  if (status === "error")
    return (
      <ErrorState
        title="Не удалось загрузить профиль"
        description={error ?? undefined}
        actions={<Button onClick={retry}>Повторить</Button>}
      />
    );
  if (status !== "ready") return <PageSpinner label="Загружаем профиль" />;
  return <>{children}</>;
}
