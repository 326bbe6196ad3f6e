import { createContext, type ReactNode, useContext, useState } from "react";
import { useStore } from "zustand";
import { createProfileStore, type ProfileApi, type ProfileState, type ProfileStore } from "./profile-store";

const ProfileStoreContext = createContext<ProfileStore | null>(null);

/** Makes a profile store for the subtree (one per page visit), from the injected API. */
export function ProfileStoreProvider({ api, children }: { api: ProfileApi; children: ReactNode }) {
  const [store] = useState(() => createProfileStore(api));
  return <ProfileStoreContext.Provider value={store}>{children}</ProfileStoreContext.Provider>;
}

function useProfileStore<T>(selector: (state: ProfileState) => T): T {
  const store = useContext(ProfileStoreContext);
  if (!store) throw new Error("Profile hooks must be used inside <ProfileStoreProvider>");
  return useStore(store, selector);
}

/** The loaded applicant profile, or null. */
export const useApplicantProfile = () => useProfileStore((state) => state.profile);
/** `idle | loading | ready | error`. */
export const useProfileStatus = () => useProfileStore((state) => state.status);
/** The load error message, or null. */
export const useProfileError = () => useProfileStore((state) => state.error);
/** Whether a save is in flight. */
export const useProfileSaving = () => useProfileStore((state) => state.isSaving);
/** The profile's intents. */
export const useProfileActions = () => useProfileStore((state) => state.actions);
