import type { ApplicantProfile } from "@rabota/domain/mappers";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { EditForm } from "../../lib/forms";
import { PROFILE_SECTION_TITLES, type ProfileSection } from "../lib/sections";
import { useProfileActions, useProfileSaving } from "../store/profile-store-provider";
import "./profile.css";

/** What every section editor gets: the stored profile and where to go after. */
export interface SectionEditorProps {
  profile: ApplicantProfile;
  /** Called after a successful save with the stored profile. */
  onSaved: (profile: ApplicantProfile) => void;
  /** Leaves without saving. */
  onCancel: () => void;
}

/** The frame of a section editor: its title, the fields, the save of the section's change. */
export function SectionForm<Input extends FieldValues, Change extends Partial<ApplicantProfile>>({
  section,
  form,
  onSaved,
  onCancel,
  children,
}: Omit<SectionEditorProps, "profile"> & {
  section: ProfileSection;
  form: UseFormReturn<Input, unknown, Change>;
  children: ReactNode;
}) {
  const actions = useProfileActions();
  const saving = useProfileSaving();
  return (
    <EditForm
      title={PROFILE_SECTION_TITLES[section]}
      titleId="profile-edit-title"
      className="rb-profile-edit"
      form={form}
      save={actions.save}
      onSaved={onSaved}
      onCancel={onCancel}
      saving={saving}
    >
      {children}
    </EditForm>
  );
}
