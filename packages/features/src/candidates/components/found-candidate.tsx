import {
  type CandidateContacts,
  type CandidateProfile,
  CONTACT_REQUEST_STATUS_LABELS,
  contactRequestBodySchema,
  type SentContactRequest,
} from "@rabota/domain/wire/candidates";
import { inviteApplicantRequestSchema } from "@rabota/domain/wire/vacancy";
import { Avatar } from "@rabota/ui/avatar";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { ErrorState } from "@rabota/ui/error-state";
import { PageSpinner } from "@rabota/ui/spinner";
import { Tag } from "@rabota/ui/tag";
import { Fragment, type ReactNode, useState } from "react";
import { ageLabel, experienceLabel, formatDate, incomeLabel, periodLabel, testTitle } from "../lib/format";
import {
  useCandidatesActions,
  useCompanyVacancies,
  useLoadOnMount,
  useOpenedCandidate,
  useTestCatalogue,
} from "../store/candidates-store-provider";
import { fullNameOf } from "./candidate-card";
import { CONTACT_REQUEST_TONES } from "./contact-requests";
import { MessageForm } from "./message-form";
import "../../lib/lists.css";
import "./candidates.css";

/** A titled card of the opened profile; nothing when it has nothing to show. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle level={2} id={id}>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** Label/value lines; empty values left out, and «Не указано» when none is left. */
function Details({ rows }: { rows: readonly (readonly [string, string | null | undefined])[] }) {
  const shown = rows.filter(([, value]) => Boolean(value));
  if (shown.length === 0) return <p className="rb-candidates__muted">Не указано</p>;
  return (
    <dl className="rb-detail-list">
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The opened profile: only what its owner allows (the DTO carries nothing else). */
function CandidateProfileView({ candidate }: { candidate: CandidateProfile }) {
  const tests = useTestCatalogue();
  const name = fullNameOf(candidate);
  const age = candidate.dateOfBirth ? ageLabel(candidate.dateOfBirth) : null;
  const goals = candidate.goals;
  return (
    <>
      <Card>
        <CardContent className="rb-found__head">
          <Avatar name={name} src={candidate.photoUrl ?? undefined} size="xl" />
          <div>
            <h1 className="rb-found__name" data-testid="candidate-name">
              {name}
            </h1>
            <p className="rb-found__position">{candidate.position ?? "Должность не указана"}</p>
            <p className="rb-candidates__muted">
              {[
                candidate.city,
                age,
                experienceLabel(candidate),
                `обновлено ${formatDate(candidate.updatedAt)}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
        </CardContent>
      </Card>
      <div className="rb-found__grid">
        <Block id="found-goals" title="Цели">
          <Details
            rows={[
              [
                "Желаемый доход",
                candidate.preferredIncome === null ? null : incomeLabel(candidate.preferredIncome),
              ],
              ["Позиции", goals.positions.join(", ")],
              ["Сферы", goals.businessFields.join(", ")],
              ["Другие цели", goals.additional.join(", ")],
            ]}
          />
        </Block>
        <Block id="found-skills" title="Навыки и тесты">
          {candidate.skills.length > 0 ? (
            <ul className="rb-chip-list" aria-label="Навыки">
              {candidate.skills.map((skill) => (
                <li key={skill}>
                  <Tag>{skill}</Tag>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rb-candidates__muted">Навыки не указаны</p>
          )}
          {candidate.testsPassed.length > 0 ? (
            <p className="rb-candidates__muted rb-found__tests">
              Пройденные тесты: {candidate.testsPassed.map((test) => testTitle(test, tests)).join(", ")}
            </p>
          ) : null}
        </Block>
      </div>
      <Block id="found-experience" title="Опыт работы">
        {candidate.experiences.length === 0 ? (
          <p className="rb-candidates__muted">Не указан</p>
        ) : (
          <ul className="rb-candidates__rows">
            {candidate.experiences.map((entry) => (
              <li key={`${entry.position}-${entry.startDate}`}>
                <p className="rb-candidates__strong">
                  {entry.position}
                  {entry.company ? `, ${entry.company}` : ""}
                </p>
                <p className="rb-candidates__muted">{periodLabel(entry.startDate, entry.endDate)}</p>
                {entry.description ? <p className="rb-candidates__message">{entry.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block id="found-education" title="Образование">
        {candidate.educations.length === 0 ? (
          <p className="rb-candidates__muted">Не указано</p>
        ) : (
          <ul className="rb-candidates__rows">
            {candidate.educations.map((entry) => (
              <li key={`${entry.institution}-${entry.startYear}`}>
                <p className="rb-candidates__strong">{entry.institution}</p>
                <p className="rb-candidates__muted">
                  {[
                    entry.faculty,
                    entry.specialty,
                    entry.startYear ? `${entry.startYear} — ${entry.endYear ?? "н. в."}` : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Block>
    </>
  );
}

/** The contacts an accepted request opened. */
function ContactsList({ contacts }: { contacts: CandidateContacts }) {
  return (
    <Details
      rows={[
        ["Почта", contacts.email],
        ["Телефон", contacts.phoneNumber],
        ["Сайт", contacts.website],
        ["Другое", contacts.additionalContact],
      ]}
    />
  );
}

/** The company's request: its status and message, the contacts once accepted. */
function RequestState({ request }: { request: SentContactRequest }) {
  return (
    <div className="rb-found__request" data-testid="contact-request">
      <p>
        Запрос от {formatDate(request.createdAt)}
        {request.vacancy ? ` на вакансию «${request.vacancy.title}»` : ""}:{" "}
        <Tag size="sm" tone={CONTACT_REQUEST_TONES[request.status]}>
          {CONTACT_REQUEST_STATUS_LABELS[request.status]}
        </Tag>
      </p>
      <p className="rb-candidates__message">{request.message}</p>
      {request.status === "accepted" && request.contacts ? (
        <ContactsList contacts={request.contacts} />
      ) : null}
      {request.status === "accepted" && !request.contacts ? (
        <p className="rb-candidates__muted">Соискатель не показывает контакты.</p>
      ) : null}
    </div>
  );
}

/** «Контакты»: the request's state, or the form that asks (again, after a refusal). */
function ContactsBlock({
  applicantId,
  request,
}: {
  applicantId: string;
  request: SentContactRequest | null;
}) {
  const { requestContacts } = useCandidatesActions();
  const { value: vacancies } = useCompanyVacancies();
  return (
    <Block id="found-contacts" title="Контакты">
      <div aria-live="polite">{request ? <RequestState request={request} /> : null}</div>
      {request === null || request.status === "declined" ? (
        <>
          <p className="rb-candidates__muted">
            Контакты соискатель открывает сам: напишите, зачем они вам, — он ответит на запрос.
          </p>
          <MessageForm
            vacancies={vacancies}
            vacancyRequired={false}
            messageLabel="Сообщение соискателю"
            placeholder="Кто вы и что хотите предложить"
            submitLabel="Запросить контакты"
            schema={contactRequestBodySchema}
            onSend={(message, vacancyId) => requestContacts(applicantId, { message, vacancyId })}
          />
        </>
      ) : null}
    </Block>
  );
}

/** «Пригласить на вакансию»: an invitation to an active vacancy, which the person sees among their responses. */
function InviteBlock({ applicantId }: { applicantId: string }) {
  const { invite } = useCandidatesActions();
  const { status, value: vacancies } = useCompanyVacancies();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Block id="found-invite" title="Пригласить на вакансию">
      {sent ? (
        <p role="status" className="rb-candidates__ok">
          Приглашение на вакансию «{sent}» отправлено
        </p>
      ) : status === "ready" && vacancies.length === 0 ? (
        <p className="rb-candidates__muted">
          У компании нет активных вакансий — опубликуйте вакансию, чтобы пригласить.
        </p>
      ) : (
        <MessageForm
          vacancies={vacancies}
          vacancyRequired
          messageLabel="Сообщение к приглашению"
          placeholder="Когда и где встретимся, с кем и что взять с собой"
          submitLabel="Пригласить"
          schema={inviteApplicantRequestSchema}
          onSend={async (message, vacancyId) => {
            const outcome = await invite(vacancyId ?? "", applicantId, message);
            if (outcome.ok) setSent(vacancies.find((vacancy) => vacancy.id === vacancyId)?.title ?? "");
            return outcome;
          }}
        />
      )}
    </Block>
  );
}

/**
 * A person found in the candidate search (issue 44), as an employer opens them: the allowed
 * fields only, «Запросить контакты» and the request's state (the contacts once accepted), and
 * «Пригласить на вакансию». A refusal (404, or 429 once the day's openings are spent) shows
 * its message.
 */
export function FoundCandidate({ applicantId }: { applicantId: string }) {
  const { open, loadVacancies, loadTests } = useCandidatesActions();
  useLoadOnMount(async () => {
    await Promise.all([open(applicantId), loadVacancies(), loadTests()]);
  }, applicantId);
  const opened = useOpenedCandidate();
  if (opened.status === "error" && opened.error) {
    const { status, message } = opened.error;
    const final = status === 404 || status === 429;
    return (
      <ErrorState
        {...(final ? { code: status } : {})}
        headingLevel={1}
        title={status === 404 ? "Резюме не найдено" : "Не удалось открыть резюме"}
        description={status === 404 ? "Соискатель скрыл резюме или оно недоступно вашей компании." : message}
        actions={final ? undefined : <Button onClick={() => void open(applicantId)}>Повторить</Button>}
      />
    );
  }
  if (!opened.candidate) return <PageSpinner label="Загружаем резюме" />;
  return (
    <div className="rb-found">
      <CandidateProfileView candidate={opened.candidate} />
      <div className="rb-found__grid">
        <ContactsBlock applicantId={applicantId} request={opened.contactRequest} />
        <InviteBlock applicantId={applicantId} />
      </div>
    </div>
  );
}

/** The opened person's name (the page's title), null until the profile is in. */
export function useFoundCandidateName(): string | null {
  const { candidate } = useOpenedCandidate();
  return candidate ? fullNameOf(candidate) : null;
}
