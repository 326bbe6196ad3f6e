import { privacyPolicyText } from "./content/privacy-policy";
import { LegalDocument } from "./legal-document";

/** The privacy policy (route "/privacy-policy", narrow frame). */
export default function PrivacyPolicyPage() {
  return <LegalDocument text={privacyPolicyText} />;
}
