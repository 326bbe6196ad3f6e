import { defineConfig } from "drizzle-kit";

// Tables live beside the module that owns them; drizzle-kit reads them all.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/modules/*/tables.ts", "./src/platform/*/tables.ts"],
  out: "./drizzle",
});
