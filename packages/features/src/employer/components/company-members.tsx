import { onFirstUse } from "@rabota/domain/format";
import type { CompanyMemberDto } from "@rabota/domain/wire/employer";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { Link } from "@rabota/ui/link";
import { toast } from "@rabota/ui/toast";
import { type ReactNode, useEffect } from "react";
import { useCompanyMembers, useEmployerActions } from "../store/employer-store-provider";
import "./company-members.css";

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" }),
);

const fullName = (member: CompanyMemberDto) => `${member.name} ${member.surname}`;

function Person({ member, note }: { member: CompanyMemberDto; note: string }) {
  return (
    <div className="rb-members__person">
      <p className="rb-members__name">{fullName(member)}</p>
      <p className="rb-members__meta">{member.position ? member.position : "Должность не указана"}</p>
      <p className="rb-members__meta">
        <Link href={`mailto:${member.email}`} underline="hover">
          {member.email}
        </Link>
      </p>
      <p className="rb-members__meta">
        {note} <time dateTime={member.requestedAt}>{dateFormat().format(new Date(member.requestedAt))}</time>
      </p>
    </div>
  );
}

/**
 * The employer profile's company people, for active members: pending requests to join the
 * company with «Одобрить» / «Отклонить», and the active members with «Удалить из компании».
 * Each decision is one click; the lists update in place and the requester is mailed.
 */
/** One of the two cards of the section: a titled region of the page. */
function MembersCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card asChild>
      <section aria-labelledby={id} className="rb-members">
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

export function CompanyMembersSection({ selfId }: { selfId: string }) {
  const { status, requests, members, busy } = useCompanyMembers();
  const actions = useEmployerActions();

  useEffect(() => {
    void actions.loadMembers();
  }, [actions]);

  const decide = async (member: CompanyMemberDto, decision: "approve" | "reject") => {
    const result = await actions.decide(member.employerId, decision);
    if (!result.ok) toast({ variant: "danger", title: result.message });
    else
      toast({
        variant: "success",
        title: decision === "approve" ? "Заявка одобрена" : "Заявка отклонена",
        description: `${fullName(member)} получит письмо о решении.`,
      });
  };

  const remove = async (member: CompanyMemberDto) => {
    const result = await actions.removeMember(member.employerId);
    if (!result.ok) toast({ variant: "danger", title: result.message });
    else
      toast({
        variant: "success",
        title: `${fullName(member)}: доступ к компании закрыт`,
        description: "Сотрудник получит письмо о решении.",
      });
  };

  const alone = members.length <= 1;

  return (
    <div className="rb-employer__grid">
      <MembersCard id="company-requests" title="Заявки на доступ к компании">
        {status === "error" ? (
          <div className="rb-members__error" role="alert">
            <p>Не удалось загрузить заявки и сотрудников.</p>
            <Button variant="secondary" size="sm" onClick={() => void actions.loadMembers()}>
              Повторить
            </Button>
          </div>
        ) : requests.length === 0 ? (
          <p className="rb-members__empty">
            {status === "ready" ? "Новых заявок нет." : "Загружаем заявки…"}
          </p>
        ) : (
          <ul className="rb-tile-list rb-members__list" aria-label="Заявки на доступ">
            {requests.map((member) => (
              <li key={member.employerId} className="rb-spread rb-spread--wide rb-members__item">
                <Person member={member} note="Заявка от" />
                <div className="rb-members__actions">
                  <Button
                    size="sm"
                    loading={busy.has(member.employerId)}
                    onClick={() => void decide(member, "approve")}
                    aria-label={`Одобрить заявку: ${fullName(member)}`}
                  >
                    Одобрить
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy.has(member.employerId)}
                    onClick={() => void decide(member, "reject")}
                    aria-label={`Отклонить заявку: ${fullName(member)}`}
                  >
                    Отклонить
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </MembersCard>
      <MembersCard id="company-members" title="Сотрудники с доступом к компании">
        <ul className="rb-tile-list rb-members__list" aria-label="Сотрудники с доступом">
          {members.map((member) => {
            const self = member.employerId === selfId;
            return (
              <li key={member.employerId} className="rb-spread rb-spread--wide rb-members__item">
                <Person member={member} note={self ? "Это вы. В компании с" : "В компании с"} />
                <div className="rb-members__actions">
                  {self && alone ? (
                    <p className="rb-members__meta">Вы единственный сотрудник с доступом.</p>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy.has(member.employerId)}
                      onClick={() => void remove(member)}
                      aria-label={`Удалить из компании: ${fullName(member)}`}
                    >
                      Удалить из компании
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </MembersCard>
    </div>
  );
}
