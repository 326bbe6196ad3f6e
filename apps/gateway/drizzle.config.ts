import { defineConfig } from "drizzle-kit";

// Every table lives in src/db/tables/<owner>.ts (decision 022); drizzle-kit reads them all.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/db/tables/*.ts"],
  out: "./drizzle",
});
