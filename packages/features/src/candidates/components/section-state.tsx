import { Button } from "@rabota/ui/button";
import { Spinner } from "@rabota/ui/spinner";
import type { ReactNode } from "react";
import type { LoadStatus } from "../../lib/store-kit";

/**
 * A profile section's server data: a spinner while it loads, the failure with «Повторить», or
 * the content once it is in.
 */
export function SectionState({
  status,
  what,
  retry,
  children,
}: {
  status: LoadStatus;
  /** «запросы контактов»: the section's data in the messages. */
  what: string;
  retry: () => void;
  children: ReactNode;
}) {
  if (status === "error")
    return (
      <div role="alert" className="rb-candidates__error-block">
        <p>Не удалось загрузить {what}</p>
        <Button size="sm" variant="secondary" onClick={retry}>
          Повторить
        </Button>
      </div>
    );
  if (status !== "ready") return <Spinner label={`Загружаем ${what}`} />;
  return <>{children}</>;
}
