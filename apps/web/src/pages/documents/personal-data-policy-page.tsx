import { personalDataConsentText } from "./content/personal-data-consent";
import { LegalDocument } from "./legal-document";

/** The consent to personal data processing (route "/personal-data-policy", narrow frame). */
export default function PersonalDataPolicyPage() {
  return <LegalDocument text={personalDataConsentText} />;
}
