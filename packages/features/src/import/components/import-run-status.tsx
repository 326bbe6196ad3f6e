import type { ImportFolder } from "@rabota/domain/enums";
import { formatNumberRu } from "@rabota/domain/format";
import type { ImportRunDto } from "@rabota/domain/wire/import";
import { ProgressBar } from "@rabota/ui/progress-bar";
import { useImportRun } from "../store/import-store-provider";
import "./import.css";

const FOLDER_WORDS: Record<ImportFolder, string> = {
  VACANCY_STATUS_ACTIVE: "активных",
  VACANCY_STATUS_ARCHIVED: "архивных",
};

function Progress({ run }: { run: ImportRunDto }) {
  const folder = FOLDER_WORDS[run.folder];
  if (run.status === "queued" || run.total === null)
    return (
      <ProgressBar
        label={
          run.status === "queued"
            ? `Импорт ${folder} вакансий с hh.ru ждёт своей очереди`
            : `Импорт ${folder} вакансий с hh.ru начался`
        }
      />
    );
  const done = run.imported + run.updated + run.kept;
  const processed = done + run.failed;
  return (
    <ProgressBar
      label={`Импортировано ${formatNumberRu(done)} из ${formatNumberRu(run.total)}`}
      value={processed}
      max={run.total}
      valueText={run.total > 0 ? `${Math.round((processed / run.total) * 100)} %` : undefined}
    />
  );
}

function Result({ run }: { run: ImportRunDto }) {
  return (
    <>
      <p role="status" className="rb-import-run__title">
        {run.status === "done"
          ? `Импорт ${FOLDER_WORDS[run.folder]} вакансий с hh.ru завершён`
          : "Импорт прервался. Запустите его снова — уже перенесённые вакансии не задвоятся."}
      </p>
      <dl className="rb-import-run__counts">
        <div>
          <dt>Новых:</dt>
          <dd>{formatNumberRu(run.imported)}</dd>
        </div>
        <div>
          <dt>Обновлено:</dt>
          <dd>{formatNumberRu(run.updated)}</dd>
        </div>
        {run.kept > 0 ? (
          <div>
            <dt>Не перезаписано (изменены на Работе):</dt>
            <dd>{formatNumberRu(run.kept)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Не импортировано:</dt>
          <dd>{formatNumberRu(run.failed)}</dd>
        </div>
      </dl>
      {run.failures.length > 0 ? (
        <details className="rb-import-run__failures">
          <summary>Почему не импортированы ({formatNumberRu(run.failures.length)})</summary>
          <ul>
            {run.failures.map((failure) => (
              <li key={failure.externalId}>
                {failure.title ?? `Вакансия ${failure.externalId}`}
                {" — "}
                <span className="rb-import-run__reason">{failure.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * The company's latest hh.ru import on the employer's list: the progress while it is queued
 * or running («Импортировано 12 из 25»), then the result — new, updated and skipped counts,
 * with why each skipped vacancy was skipped. Nothing before the first import.
 */
export function ImportRunStatus() {
  const run = useImportRun();
  if (!run) return null;
  const active = run.status === "queued" || run.status === "running";
  return (
    <section
      aria-label="Импорт вакансий с hh.ru"
      data-testid="import-run"
      data-status={run.status}
      className={`rb-import-run${active ? "" : ` rb-import-run--${run.status}`}`}
    >
      {active ? <Progress run={run} /> : <Result run={run} />}
    </section>
  );
}
