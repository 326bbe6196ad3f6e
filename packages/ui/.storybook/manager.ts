import { addons } from "storybook/manager-api";
import { rabotaTheme } from "./theme";

addons.setConfig({ theme: rabotaTheme });
