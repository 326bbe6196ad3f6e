import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useState,
} from "react";
import { cn } from "../lib/cn";
import { nextRovingIndex } from "../lib/roving";

type TabsContextValue = {
  value: string;
  select: (value: string) => void;
  baseId: string;
  variant: "underline" | "pill";
  /** Values that have a TabPanel: only those tabs point at a panel with aria-controls. */
  panels: ReadonlySet<string>;
  registerPanel: (value: string) => () => void;
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>.`);
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export type TabsProps = Omit<HTMLAttributes<HTMLDivElement>, "onChange"> & {
  /** The selected tab's value (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  /** `underline` for page sections, `pill` for compact switches inside cards. Default underline. */
  variant?: "underline" | "pill";
  children: ReactNode;
};

/**
 * Tabs with optional counts (e.g. «Активные 12» / «Архивные 3»). WAI-ARIA tabs: one tab stop,
 * arrow keys move and select (automatic activation), Home/End jump, each panel labelled by
 * its tab.
 */
export function Tabs({
  value,
  onValueChange,
  variant = "underline",
  className,
  children,
  ...props
}: TabsProps) {
  const baseId = useId();
  const [panels, setPanels] = useState<ReadonlySet<string>>(() => new Set());
  const registerPanel = (panel: string) => {
    setPanels((current) => new Set(current).add(panel));
    return () =>
      setPanels((current) => {
        const next = new Set(current);
        next.delete(panel);
        return next;
      });
  };
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, baseId, variant, panels, registerPanel }}>
      <div data-slot="tabs" className={cn("rb-tabs", className)} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export type TabListProps = HTMLAttributes<HTMLDivElement> & {
  /** Accessible name of the tab list. */
  "aria-label": string;
};

/** The row of tabs. */
export function TabList({ className, children, ...props }: TabListProps) {
  const { variant } = useTabs("TabList");
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const next = nextRovingIndex(event.key, Math.max(current, 0), tabs.length);
    if (next === null || event.key === "ArrowUp" || event.key === "ArrowDown") return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tab-list"
      className={cn("rb-tabs__list", `rb-tabs__list--${variant}`, className)}
      onKeyDown={onKeyDown}
      {...props}
    >
      {children}
    </div>
  );
}

export type TabProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "value"> & {
  value: string;
  /** A number shown as a badge after the label; part of the tab's accessible name. */
  count?: number;
};

/** One tab. */
export function Tab({ value, count, className, children, disabled, ...props }: TabProps) {
  const tabs = useTabs("Tab");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={tabs.panels.has(value) ? panelId(tabs.baseId, value) : undefined}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? "active" : "inactive"}
      data-slot="tab"
      className={cn("rb-tabs__tab", className)}
      onClick={() => tabs.select(value)}
      {...props}
    >
      <span className="rb-tabs__label">{children}</span>
      {/* The space keeps the accessible name readable: "Active 12", not "Active12". */}
      {count !== undefined ? (
        <>
          {" "}
          <span className="rb-tabs__count">{count}</span>
        </>
      ) : null}
    </button>
  );
}

export type TabPanelProps = HTMLAttributes<HTMLDivElement> & { value: string };

/**
 * The content of one tab. Hidden (and its children not rendered) while another tab is
 * selected. Tabs without a panel (used as filters for content elsewhere) are fine too.
 */
export function TabPanel({ value, className, children, ...props }: TabPanelProps) {
  const tabs = useTabs("TabPanel");
  const { registerPanel } = tabs;
  // biome-ignore lint/correctness/useExhaustiveDependencies: registerPanel only wraps a state setter.
  useLayoutEffect(() => registerPanel(value), [value]);
  const selected = tabs.value === value;
  return (
    <div
      hidden={!selected}
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is a tab stop so content without focusables is reachable.
      tabIndex={0}
      data-slot="tab-panel"
      className={cn("rb-tabs__panel", className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
