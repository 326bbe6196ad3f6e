import {
  CONTACT_REQUEST_STATUS_LABELS,
  type ContactRequestStatus,
  type ReceivedContactRequest,
} from "@rabota/domain/wire/candidates";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { EmptyState } from "@rabota/ui/empty-state";
import { Tag } from "@rabota/ui/tag";
import { useState } from "react";
import { formatDate } from "../lib/format";
import { useCandidatesActions, useContactRequests, useLoadOnMount } from "../store/candidates-store-provider";
import { SectionState } from "./section-state";
import "./candidates.css";

/** A request status's tag tone (the words carry the meaning, the colour only backs it). */
export const CONTACT_REQUEST_TONES: Record<ContactRequestStatus, "warning" | "success" | "neutral"> = {
  pending: "warning",
  accepted: "success",
  declined: "neutral",
};

/** One company's request: who, why, for which vacancy, and the answer (or the buttons to give it). */
function RequestItem({ request }: { request: ReceivedContactRequest }) {
  const { decide } = useCandidatesActions();
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (decision: "accept" | "decline") => {
    setBusy(decision);
    setError(null);
    const outcome = await decide(request.id, decision);
    setBusy(null);
    if (!outcome.ok) setError(outcome.message);
  };
  const headingId = `contact-request-${request.id}`;
  return (
    <li className="rb-candidates__request" aria-labelledby={headingId}>
      <div className="rb-candidates__request-head">
        <h3 id={headingId} className="rb-candidates__strong">
          {request.company.name}
        </h3>
        <Tag size="sm" tone={CONTACT_REQUEST_TONES[request.status]}>
          {CONTACT_REQUEST_STATUS_LABELS[request.status]}
        </Tag>
      </div>
      <p className="rb-candidates__muted">
        {formatDate(request.createdAt)}
        {request.vacancy ? ` · вакансия «${request.vacancy.title}»` : null}
      </p>
      <p className="rb-candidates__message">{request.message}</p>
      {request.status === "pending" ? (
        <div className="rb-candidates__actions">
          <Button
            size="sm"
            loading={busy === "accept"}
            disabled={busy !== null}
            onClick={() => void answer("accept")}
            aria-label={`Открыть контакты компании ${request.company.name}`}
          >
            Открыть контакты
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={busy === "decline"}
            disabled={busy !== null}
            onClick={() => void answer("decline")}
            aria-label={`Отклонить запрос компании ${request.company.name}`}
          >
            Отклонить
          </Button>
        </div>
      ) : null}
      <p role="status" className="rb-candidates__error">
        {error}
      </p>
    </li>
  );
}

/**
 * «Запросы контактов» (issue 44): the companies that found the profile and asked for the
 * contacts, newest first; «Открыть контакты» lets that company see them, «Отклонить» does not.
 */
export function ContactRequests() {
  const { loadRequests } = useCandidatesActions();
  useLoadOnMount(loadRequests, "requests");
  const { status, value: requests } = useContactRequests();
  return (
    <Card asChild>
      <section aria-labelledby="contact-requests-title" className="rb-candidates-section">
        <CardHeader>
          <CardTitle level={2} id="contact-requests-title">
            Запросы контактов
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SectionState status={status} what="запросы контактов" retry={() => void loadRequests()}>
            {requests.length === 0 ? (
              <EmptyState
                size="compact"
                headingLevel={3}
                title="Запросов пока нет"
                description="Когда компания, нашедшая ваше резюме, попросит контакты, запрос появится здесь."
              />
            ) : (
              <ul className="rb-candidates__rows" aria-label="Запросы контактов">
                {requests.map((request) => (
                  <RequestItem key={request.id} request={request} />
                ))}
              </ul>
            )}
          </SectionState>
        </CardContent>
      </section>
    </Card>
  );
}
