import { formatNumberRu } from "@rabota/domain/format";
import type { ApplicantProfile, GoalEntry } from "@rabota/domain/mappers";
import { fromIsoDate } from "@rabota/domain/validation";
import { Avatar } from "@rabota/ui/avatar";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { EmptyState } from "@rabota/ui/empty-state";
import { EditIcon, PlusIcon } from "@rabota/ui/icon";
import { Tag } from "@rabota/ui/tag";
import { Fragment, type ReactNode } from "react";
import { PROFILE_SECTION_TITLES, type ProfileSection } from "../lib/sections";
import "../../lib/lists.css";
import "./profile.css";

export interface ApplicantProfileViewProps {
  profile: ApplicantProfile;
  /**
   * Opens the editor of a section (the app navigates to `/profile/edit/{section}`). Without
   * it the profile is read-only, as an employer sees a candidate: no edit buttons, and empty
   * sections just say so.
   */
  onEdit?: (section: ProfileSection) => void;
  /** Under the goals: how many vacancies pay the wanted income (`IncomeOffers`, the applicant's own profile). */
  incomeOffers?: ReactNode;
}

const monthLabel = (month: string | null) => {
  if (!month) return "по настоящее время";
  const [year, number] = month.split("-");
  return `${number}.${year}`;
};

/** What every section card needs besides its content. */
interface SectionHeadProps {
  section: ProfileSection;
  emptyText: string;
  onEdit: ((section: ProfileSection) => void) | undefined;
}

function Section({
  section,
  empty,
  emptyText,
  onEdit,
  children,
}: SectionHeadProps & { empty: boolean; children: ReactNode }) {
  const title = PROFILE_SECTION_TITLES[section];
  const headingId = `profile-section-${section}`;
  /** The small button that opens this section's editor, named «{verb}: {section}». */
  const openEditor = (verb: string) =>
    ({ size: "sm", "aria-label": `${verb}: ${title}`, onClick: () => onEdit?.(section) }) as const;
  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-section={section}>
        <CardHeader className="rb-profile__section-head">
          <CardTitle level={2} id={headingId}>
            {title}
          </CardTitle>
          {empty || !onEdit ? null : (
            <Button variant="ghost" {...openEditor("Изменить")} startIcon={<EditIcon />}>
              Изменить
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {empty && !onEdit ? (
            <p className="rb-profile__meta">Не указано</p>
          ) : empty ? (
            <EmptyState
              size="compact"
              headingLevel={3}
              title="Пока ничего нет"
              description={emptyText}
              actions={
                <Button variant="secondary" {...openEditor("Добавить")} startIcon={<PlusIcon />}>
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

/** A section shown as a row of chips (skills, qualities), empty when there are none. */
function ChipsSection({
  items,
  label,
  ...section
}: SectionHeadProps & { items: readonly string[]; label: string }) {
  return (
    <Section {...section} empty={items.length === 0}>
      <ul className="rb-chip-list" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <Tag>{item}</Tag>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One line of a list section: what, when/where, and an optional description. */
interface Entry {
  key: string;
  title: string;
  meta: string;
  text?: string | null;
}

/** A section shown as a list of entries (work places, schools), empty when there are none. */
function EntriesSection({ entries, ...section }: SectionHeadProps & { entries: readonly Entry[] }) {
  return (
    <Section {...section} empty={entries.length === 0}>
      <ul className="rb-profile__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p className="rb-profile__item-title">{entry.title}</p>
            <p className="rb-profile__item-meta">{entry.meta}</p>
            {entry.text ? <p className="rb-profile__text">{entry.text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const experienceEntry = (entry: ApplicantProfile["experiences"][number]): Entry => ({
  key: entry.id ?? `${entry.company}-${entry.startDate}`,
  title: `${entry.position}, ${entry.company}`,
  meta: `${monthLabel(entry.startDate)} — ${monthLabel(entry.endDate)}`,
  text: entry.description,
});

const educationEntry = (entry: ApplicantProfile["educations"][number]): Entry => ({
  key: entry.id ?? entry.institution,
  title: entry.institution,
  meta:
    [entry.faculty, entry.specialty].filter(Boolean).join(", ") +
    (entry.startYear ? ` ${entry.startYear} — ${entry.endYear ?? "н. в."}` : ""),
});

/** A label and its value in a details list; an empty value leaves the line out. */
type Detail = readonly [label: string, value: string | null | undefined];

/** A section shown as label/value lines (contacts, goals), empty when no value is set. */
function DetailsSection({
  details,
  footer,
  ...section
}: SectionHeadProps & { details: readonly Detail[]; footer?: ReactNode }) {
  const shown = details.filter(([, value]) => Boolean(value));
  return (
    <Section {...section} empty={shown.length === 0}>
      <dl className="rb-detail-list">
        {shown.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {footer}
    </Section>
  );
}

/** The names of a goal list joined by commas, or nothing for an empty list. */
const goalNames = (entries: readonly GoalEntry[]) =>
  entries.length ? entries.map((entry) => entry.name).join(", ") : null;

const contactDetails = ({ contacts }: ApplicantProfile): Detail[] => [
  ["Телефон", contacts.phoneNumber],
  ["Сайт", contacts.website],
  ["Другое", contacts.additionalContact],
];

const goalDetails = ({ preferredPosition, goals }: ApplicantProfile): Detail[] => [
  ["Желаемая должность", preferredPosition],
  ["Желаемый доход", goals.preferredIncome === null ? null : `${formatNumberRu(goals.preferredIncome)} ₽`],
  ["Позиции", goalNames(goals.goalPositions)],
  ["Сферы", goalNames(goals.preferredBusinessFields)],
  ["Другие цели", goalNames(goals.additionalGoals)],
];

/**
 * The applicant profile page body: the head (avatar, name, city, birth date) and one card
 * per section, each with an edit entry and a clear empty state.
 */
export function ApplicantProfileView({ profile, onEdit, incomeOffers }: ApplicantProfileViewProps) {
  const fullName = `${profile.name} ${profile.surname}`.trim();
  const birthDate = fromIsoDate(profile.dateOfBirth);

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
            ) : onEdit ? (
              <p className="rb-profile__meta">
                Расскажите о себе — так работодателям будет проще вас узнать.
              </p>
            ) : null}
          </div>
          {onEdit ? (
            <Button
              variant="secondary"
              size="sm"
              startIcon={<EditIcon />}
              aria-label={`Изменить: ${PROFILE_SECTION_TITLES.personal}`}
              onClick={() => onEdit("personal")}
            >
              Изменить
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <div className="rb-profile__grid">
        <DetailsSection
          section="contacts"
          details={contactDetails(profile)}
          emptyText="Добавьте телефон или сайт."
          onEdit={onEdit}
        />
        <DetailsSection
          section="goals"
          details={goalDetails(profile)}
          emptyText="Укажите желаемую должность и доход."
          onEdit={onEdit}
          footer={incomeOffers}
        />
      </div>

      <EntriesSection
        section="experience"
        entries={profile.experiences.map(experienceEntry)}
        emptyText="Добавьте места работы — с самого последнего."
        onEdit={onEdit}
      />

      <EntriesSection
        section="education"
        entries={profile.educations.map(educationEntry)}
        emptyText="Добавьте учебные заведения и курсы."
        onEdit={onEdit}
      />

      <div className="rb-profile__grid">
        <ChipsSection
          section="skills"
          items={profile.skills}
          label="Навыки"
          emptyText="Добавьте навыки — по ним работодатели находят кандидатов."
          onEdit={onEdit}
        />
        <ChipsSection
          section="qualities"
          items={profile.personalQualities}
          label="Личные качества"
          emptyText="Добавьте качества, которые вас описывают."
          onEdit={onEdit}
        />
      </div>
    </div>
  );
}
