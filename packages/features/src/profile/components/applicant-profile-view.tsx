import { formatNumberRu } from "@rabota/domain/format";
import type { ApplicantProfile, GoalEntry } from "@rabota/domain/mappers";
import { fromIsoDate } from "@rabota/domain/validation";
import { Avatar } from "@rabota/ui/avatar";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { EmptyState } from "@rabota/ui/empty-state";
import { EditIcon, PlusIcon } from "@rabota/ui/icon";
import { Tag } from "@rabota/ui/tag";
import type { ReactNode } from "react";
import { PROFILE_SECTION_TITLES, type ProfileSection } from "../lib/sections";
import "../../lib/lists.css";
import "./profile.css";

export interface ApplicantProfileViewProps {
  profile: ApplicantProfile;
  /** Opens the editor of a section (the app navigates to `/profile/edit/{section}`). */
  onEdit: (section: ProfileSection) => void;
}

const monthLabel = (month: string | null) => {
  if (!month) return "по настоящее время";
  const [year, number] = month.split("-");
  return `${number}.${year}`;
};

function Section({
  section,
  empty,
  emptyText,
  onEdit,
  children,
}: {
  section: ProfileSection;
  empty: boolean;
  emptyText: string;
  onEdit: (section: ProfileSection) => void;
  children: ReactNode;
}) {
  const title = PROFILE_SECTION_TITLES[section];
  const headingId = `profile-section-${section}`;
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-section={section}>
        <CardHeader className="rb-profile__section-head">
          <CardTitle level={2} id={headingId}>
            {title}
          </CardTitle>
          {empty ? null : (
            <Button
              variant="ghost"
              size="sm"
              startIcon={<EditIcon />}
              aria-label={`Изменить: ${title}`}
              onClick={() => onEdit(section)}
            >
              Изменить
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {empty ? (
            <EmptyState
              size="compact"
              headingLevel={3}
              title="Пока ничего нет"
              description={emptyText}
              actions={
                <Button
                  variant="secondary"
                  size="sm"
                  startIcon={<PlusIcon />}
                  aria-label={`Добавить: ${title}`}
                  onClick={() => onEdit(section)}
                >
                  Добавить
                </Button>
              }
            />
          ) : (
            children
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className="rb-chip-list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Tag>{item}</Tag>
        </li>
      ))}
    </ul>
  );
}

/** A term and its description in a details list, left out when there is nothing to show. */
function Pair({ label, shown, children }: { label: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const goalNames = (entries: readonly GoalEntry[]) => entries.map((entry) => entry.name);

/**
 * The applicant profile page body: the head (avatar, name, city, birth date) and one card
 * per section, each with an edit entry and a clear empty state.
 */
export function ApplicantProfileView({ profile, onEdit }: ApplicantProfileViewProps) {
  const fullName = `${profile.name} ${profile.surname}`.trim();
  const birthDate = fromIsoDate(profile.dateOfBirth);
  const contacts = profile.contacts;
  const goals = profile.goals;
  const hasContacts = Boolean(contacts.phoneNumber || contacts.website || contacts.additionalContact);
  const hasGoals = Boolean(
    profile.preferredPosition ||
      goals.preferredIncome !== null ||
      goals.goalPositions.length ||
      goals.preferredBusinessFields.length ||
      goals.additionalGoals.length,
  );

  return (
    <div className="rb-profile">
      <Card data-section="personal">
        <CardContent className="rb-profile__head">
          <Avatar name={fullName} src={profile.avatarUrl ?? undefined} size="xl" />
          <div>
            <h1 className="rb-profile__name">{fullName}</h1>
            <p className="rb-profile__meta">
              {[profile.city, birthDate ? `дата рождения ${birthDate}` : null, profile.email]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {profile.aboutMyself ? (
              <p className="rb-profile__text">{profile.aboutMyself}</p>
            ) : (
              <p className="rb-profile__meta">
                Расскажите о себе — так работодателям будет проще вас узнать.
              </p>
            )}
          </div>
          <Button
            variant="secondary"
            size="sm"
            startIcon={<EditIcon />}
            aria-label={`Изменить: ${PROFILE_SECTION_TITLES.personal}`}
            onClick={() => onEdit("personal")}
          >
            Изменить
          </Button>
        </CardContent>
      </Card>

      <div className="rb-profile__grid">
        <Section
          section="contacts"
          empty={!hasContacts}
          emptyText="Добавьте телефон или сайт."
          onEdit={onEdit}
        >
          <dl className="rb-detail-list">
            <Pair label="Телефон" shown={Boolean(contacts.phoneNumber)}>
              {contacts.phoneNumber}
            </Pair>
            <Pair label="Сайт" shown={Boolean(contacts.website)}>
              {contacts.website}
            </Pair>
            <Pair label="Другое" shown={Boolean(contacts.additionalContact)}>
              {contacts.additionalContact}
            </Pair>
          </dl>
        </Section>

        <Section
          section="goals"
          empty={!hasGoals}
          emptyText="Укажите желаемую должность и доход."
          onEdit={onEdit}
        >
          <dl className="rb-detail-list">
            <Pair label="Желаемая должность" shown={Boolean(profile.preferredPosition)}>
              {profile.preferredPosition}
            </Pair>
            <Pair label="Желаемый доход" shown={goals.preferredIncome !== null}>
              {formatNumberRu(goals.preferredIncome ?? 0)} ₽
            </Pair>
            <Pair label="Позиции" shown={Boolean(goals.goalPositions.length)}>
              {goalNames(goals.goalPositions).join(", ")}
            </Pair>
            <Pair label="Сферы" shown={Boolean(goals.preferredBusinessFields.length)}>
              {goalNames(goals.preferredBusinessFields).join(", ")}
            </Pair>
            <Pair label="Другие цели" shown={Boolean(goals.additionalGoals.length)}>
              {goalNames(goals.additionalGoals).join(", ")}
            </Pair>
          </dl>
        </Section>
      </div>

      <Section
        section="experience"
        empty={profile.experiences.length === 0}
        emptyText="Добавьте места работы — с самого последнего."
        onEdit={onEdit}
      >
        <ul className="rb-profile__list">
          {profile.experiences.map((entry) => (
            <li key={entry.id ?? `${entry.company}-${entry.startDate}`}>
              <p className="rb-profile__item-title">
                {entry.position}, {entry.company}
              </p>
              <p className="rb-profile__item-meta">
                {monthLabel(entry.startDate)} — {monthLabel(entry.endDate)}
              </p>
              {entry.description ? <p className="rb-profile__text">{entry.description}</p> : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        section="education"
        empty={profile.educations.length === 0}
        emptyText="Добавьте учебные заведения и курсы."
        onEdit={onEdit}
      >
        <ul className="rb-profile__list">
          {profile.educations.map((entry) => (
            <li key={entry.id ?? entry.institution}>
              <p className="rb-profile__item-title">{entry.institution}</p>
              <p className="rb-profile__item-meta">
                {[entry.faculty, entry.specialty].filter(Boolean).join(", ")}
                {entry.startYear ? ` ${entry.startYear} — ${entry.endYear ?? "н. в."}` : ""}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <div className="rb-profile__grid">
        <Section
          section="skills"
          empty={profile.skills.length === 0}
          emptyText="Добавьте навыки — по ним работодатели находят кандидатов."
          onEdit={onEdit}
        >
          <Chips items={profile.skills} label="Навыки" />
        </Section>
        <Section
          section="qualities"
          empty={profile.personalQualities.length === 0}
          emptyText="Добавьте качества, которые вас описывают."
          onEdit={onEdit}
        >
          <Chips items={profile.personalQualities} label="Личные качества" />
        </Section>
      </div>
    </div>
  );
}
