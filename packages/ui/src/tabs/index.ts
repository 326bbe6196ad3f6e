export type { TabListProps, TabPanelProps, TabProps, TabsProps } from "./tabs";
export { Tab, TabList, TabPanel, Tabs } from "./tabs";
