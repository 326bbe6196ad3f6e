import { pluralRu } from "@rabota/domain/format";
import type { ProfileView } from "@rabota/domain/wire/candidates";
import { Avatar } from "@rabota/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "@rabota/ui/card";
import { EmptyState } from "@rabota/ui/empty-state";
import { formatDate } from "../lib/format";
import { useCandidatesActions, useLoadOnMount, useProfileViews } from "../store/candidates-store-provider";
import { SectionState } from "./section-state";
import "./candidates.css";

/** «Открывала 3 раза: впервые 01.12.2026, последний раз 07.12.2026», or one date when they agree. */
function viewLine({ count, firstViewedAt, lastViewedAt }: ProfileView): string {
  const first = formatDate(firstViewedAt);
  const last = formatDate(lastViewedAt);
  if (count === 1) return `Открывала ${last}`;
  const times = `Открывала ${count} ${pluralRu(count, { one: "раз", few: "раза", many: "раз" })}`;
  return first === last ? `${times} ${last}` : `${times}: впервые ${first}, последний раз ${last}`;
}

/**
 * «Кто смотрел моё резюме» (issue 44): the companies that opened the profile from the search,
 * the latest first, with the first and last time and how often (never a member's name).
 */
export function ProfileViews({ applicantId }: { applicantId: string }) {
  const { loadViews } = useCandidatesActions();
  useLoadOnMount(() => loadViews(applicantId), applicantId);
  const { status, value: views } = useProfileViews();
  return (
    <Card asChild>
      <section aria-labelledby="profile-views-title" className="rb-candidates-section">
        <CardHeader>
          <CardTitle level={2} id="profile-views-title">
            Кто смотрел моё резюме
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SectionState status={status} what="просмотры резюме" retry={() => void loadViews(applicantId)}>
            {views.length === 0 ? (
              <EmptyState
                size="compact"
                headingLevel={3}
                title="Резюме пока никто не открывал"
                description="Здесь появятся компании, которые нашли и открыли ваше резюме в поиске."
              />
            ) : (
              <ul className="rb-candidates__rows" aria-label="Компании, открывшие резюме">
                {views.map((view) => (
                  <li key={view.company.id} className="rb-candidates__row">
                    <Avatar name={view.company.name} src={view.company.logoUrl ?? undefined} size="sm" />
                    <div>
                      <p className="rb-candidates__strong">{view.company.name}</p>
                      <p className="rb-candidates__muted">{viewLine(view)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </SectionState>
        </CardContent>
      </section>
    </Card>
  );
}
