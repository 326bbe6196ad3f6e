import { defineConfig } from "tsup";
import { libraryBuild } from "../../scripts/tsup-library";

export default defineConfig(libraryBuild(new URL("./package.json", import.meta.url)));
