import { createContext, useContext } from "react";

/** Where the consent's documents live; the app passes its routes. */
export interface LegalLinks {
  privacyPolicy: string;
  personalDataPolicy: string;
}

const LegalLinksContext = createContext<LegalLinks>({
  privacyPolicy: "/privacy-policy",
  personalDataPolicy: "/personal-data-policy",
});

export const LegalLinksProvider = LegalLinksContext.Provider;

export function useLegalLinks(): LegalLinks {
  return useContext(LegalLinksContext);
}
