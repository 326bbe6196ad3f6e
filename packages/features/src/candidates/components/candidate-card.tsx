import type { CandidateCard as CandidateCardDto } from "@rabota/domain/wire/candidates";
import { Avatar } from "@rabota/ui/avatar";
import { Card } from "@rabota/ui/card";
import { Tag } from "@rabota/ui/tag";
import type { MouseEvent } from "react";
import { ageLabel, experienceLabel, formatDate, incomeLabel, periodLabel, testTitle } from "../lib/format";
import { useTestCatalogue } from "../store/candidates-store-provider";
import "../../lib/lists.css";
import "./candidates.css";

/** «Анна Иванова», or the name alone while the surname is hidden. */
export const fullNameOf = (person: { name: string; surname: string | null }) =>
  [person.name, person.surname].filter(Boolean).join(" ");

export interface CandidateCardProps {
  candidate: CandidateCardDto;
  /** The opened profile's address. */
  href: string;
  /** A plain click's navigation in the app (others open as links do). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A found person: only what the card carries (the allowed fields among them), never contacts. */
export function CandidateCardView({ candidate, href, onOpen }: CandidateCardProps) {
  const tests = useTestCatalogue();
  const name = fullNameOf(candidate);
  const age = candidate.dateOfBirth ? ageLabel(candidate.dateOfBirth) : null;
  const headingId = `candidate-${candidate.id}`;
  return (
    <Card asChild interactive>
      <article className="rb-candidate-card" aria-labelledby={headingId} data-testid="candidate-card">
        <Avatar name={name} src={candidate.photoUrl ?? undefined} size="lg" />
        <div className="rb-candidate-card__body">
          <h2 id={headingId} className="rb-candidate-card__title">
            <a href={href} onClick={onOpen} className="rb-candidate-card__link">
              {candidate.position ?? "Должность не указана"}
            </a>
          </h2>
          <p className="rb-candidates__strong">{name}</p>
          <p className="rb-candidates__muted">
            {[candidate.city, age, experienceLabel(candidate)].filter(Boolean).join(" · ")}
          </p>
          {candidate.preferredIncome !== null ? (
            <p className="rb-candidate-card__income">{incomeLabel(candidate.preferredIncome)}</p>
          ) : null}
          {candidate.lastJob ? (
            <p className="rb-candidates__muted">
              Последнее место: {candidate.lastJob.position}
              {candidate.lastJob.company ? `, ${candidate.lastJob.company}` : ""} ·{" "}
              {periodLabel(candidate.lastJob.startDate, candidate.lastJob.endDate)}
            </p>
          ) : null}
          {candidate.skills.length > 0 ? (
            <ul className="rb-chip-list" aria-label="Навыки">
              {candidate.skills.slice(0, 8).map((skill) => (
                <li key={skill}>
                  <Tag size="sm">{skill}</Tag>
                </li>
              ))}
            </ul>
          ) : null}
          {candidate.testsPassed.length > 0 ? (
            <p className="rb-candidates__muted">
              Тесты: {candidate.testsPassed.map((test) => testTitle(test, tests)).join(", ")}
            </p>
          ) : null}
          <p className="rb-candidates__muted">Обновлено {formatDate(candidate.updatedAt)}</p>
        </div>
      </article>
    </Card>
  );
}
