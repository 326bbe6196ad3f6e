import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import { Avatar } from "@rabota/ui/avatar";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { EditIcon } from "@rabota/ui/icon";
import { useState } from "react";
import { useEmployerActions, useEmployerProfile } from "../store/employer-store-provider";
import { CompanyAccessNotice } from "./company-access-notice";
import { CompanyMembersSection } from "./company-members";
import { CompanyVerificationSection } from "./company-verification";
import { EmployerEditor } from "./employer-editor";
import "../../lib/lists.css";
import "./employer-profile.css";

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ? value : <span className="rb-employer__empty">Не указано</span>}</dd>
    </>
  );
}

function EmployerView({ profile, onEdit }: { profile: EmployerProfileDto; onEdit: () => void }) {
  const company = profile.company;
  const actions = useEmployerActions();
  return (
    <div className="rb-employer">
      <div className="rb-employer__head">
        <Avatar name={company.companyName} src={company.logoUrl ?? undefined} size="xl" shape="rounded" />
        <div>
          <h1 className="rb-employer__title">Здравствуйте, {profile.name}!</h1>
          <p className="rb-employer__meta">
            {profile.position ? `${profile.position}, ` : ""}
            {company.companyName}
          </p>
        </div>
        <Button variant="secondary" startIcon={<EditIcon />} onClick={onEdit}>
          Редактировать профиль
        </Button>
      </div>
      <div className="rb-employer__grid">
        <Card asChild>
          <section aria-labelledby="employer-company">
            <CardHeader>
              <CardTitle level={2} id="employer-company">
                Компания
              </CardTitle>
            </CardHeader>
            <CardContent>
              {/* Until an active member lets the employer in, the card stays the company's business. */}
              {profile.companyAccess === "active" ? (
                <dl className="rb-detail-list rb-employer__dl">
                  <Row label="Название" value={company.companyName} />
                  <Row label="Город" value={company.city} />
                  <Row label="Сайт" value={company.website} />
                  <Row label="О компании" value={company.description} />
                </dl>
              ) : (
                <CompanyAccessNotice
                  status={profile.companyAccess}
                  companyName={company.companyName}
                  headingLevel={3}
                  onRequestAccess={actions.requestAccess}
                />
              )}
            </CardContent>
          </section>
        </Card>
        <Card asChild>
          <section aria-labelledby="employer-contact">
            <CardHeader>
              <CardTitle level={2} id="employer-contact">
                Контактное лицо
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="rb-detail-list rb-employer__dl">
                <Row label="Имя" value={`${profile.name} ${profile.surname}`} />
                <Row label="Должность" value={profile.position} />
                <Row label="Почта" value={profile.email} />
                <Row label="Телефон" value={profile.phone} />
              </dl>
            </CardContent>
          </section>
        </Card>
      </div>
      {profile.companyAccess === "active" ? <CompanyVerificationSection /> : null}
      {profile.companyAccess === "active" ? <CompanyMembersSection selfId={profile.id} /> : null}
    </div>
  );
}

export interface EmployerProfilePanelProps {
  /** Called after a save (the app updates the greeting name). */
  onSaved: (profile: EmployerProfileDto) => void;
}

/**
 * The employer profile page body: the company and the contact person, with an edit mode; an
 * active member also manages the company's access requests and members. An employer waiting
 * for (or refused) access sees why instead of the company card.
 */
export function EmployerProfilePanel({ onSaved }: EmployerProfilePanelProps) {
  const profile = useEmployerProfile();
  const [editing, setEditing] = useState(false);
  if (!profile) return null;
  return editing ? (
    <EmployerEditor profile={profile} onDone={() => setEditing(false)} onSaved={onSaved} />
  ) : (
    <EmployerView profile={profile} onEdit={() => setEditing(true)} />
  );
}
