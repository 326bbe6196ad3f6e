import { Tab, TabList, TabPanel, Tabs } from "@rabota/ui/tabs";
import { useModerationQueue, useModerationQueueStatus } from "../store/moderation-store-provider";
import { ModerationLog } from "./moderation-log";
import { ModerationQueue } from "./moderation-queue";
import "./moderation.css";

/** The two parts of the moderator's page. */
export type ModerationTab = "queue" | "log";

export interface ModerationScreenProps {
  tab: ModerationTab;
  /** The app keeps the tab in the address (Back returns to the other). */
  onTabChange: (tab: ModerationTab) => void;
  /** Client-side navigation for a target's in-app link. */
  onOpen?: (href: string) => void;
}

/** `/moderation` (issue 42): «Очередь» with a decision per target, and «Журнал» of the decisions. */
export function ModerationScreen({ tab, onTabChange, onOpen }: ModerationScreenProps) {
  const status = useModerationQueueStatus();
  const queue = useModerationQueue();
  return (
    <div className="rb-moderation">
      <h1 className="rb-moderation__heading">Модерация</h1>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value === "log" ? "log" : "queue")}>
        <TabList aria-label="Разделы модерации">
          <Tab value="queue" count={status === "ready" ? queue.length : undefined}>
            Очередь
          </Tab>
          <Tab value="log">Журнал</Tab>
        </TabList>
        <TabPanel value="queue">{tab === "queue" ? <ModerationQueue onOpen={onOpen} /> : null}</TabPanel>
        <TabPanel value="log">{tab === "log" ? <ModerationLog /> : null}</TabPanel>
      </Tabs>
    </div>
  );
}
