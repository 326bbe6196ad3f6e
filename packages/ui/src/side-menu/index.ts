export type { SideMenuItemProps, SideMenuProps } from "./side-menu";
export { SideMenu, SideMenuItem } from "./side-menu";
