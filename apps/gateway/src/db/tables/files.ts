import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { users } from "./auth";

/**
 * Files stored through a signed upload address. A row is created when the address is issued
 * (`uploadedAt` null), completed by the one upload the address allows, and attached when a
 * profile save takes the file (`attachedAt`); the bytes live in the storage backend under the
 * row's id.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The applicant's or employer's id the file belongs to (the `{parentId}` of the call). */
    parentId: uuid("parent_id").notNull(),
    fileType: text("file_type").notNull(),
    fileName: text("file_name").notNull(),
    description: text("description"),
    /** Declared when the address was issued (if the caller did); the upload must match it. */
    declaredContentType: text("declared_content_type"),
    /** Known once uploaded. */
    contentType: text("content_type"),
    size: integer("size"),
    createdAt: instant("created_at").notNull(),
    uploadExpiresAt: instant("upload_expires_at").notNull(),
    uploadedAt: instant("uploaded_at"),
    /** Set when a profile first took the file; uploads never attached are swept after a day. */
    attachedAt: instant("attached_at"),
  },
  (table) => [
    index("stored_files_parent_idx").on(table.parentId),
    index("stored_files_owner_idx").on(table.ownerUserId),
    index("stored_files_unattached_idx").on(table.uploadedAt).where(sql`${table.attachedAt} is null`),
  ],
);
