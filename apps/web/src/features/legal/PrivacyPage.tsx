import { PRIVACY_EFFECTIVE } from "@vv/shared/constants";
import { LegalDocument } from "./LegalDocument";

export const PRIVACY_SECTION_COUNT = 12;

export function PrivacyPage() {
  return (
    <LegalDocument
      kind="privacy"
      sectionCount={PRIVACY_SECTION_COUNT}
      dateKey="effective"
      date={PRIVACY_EFFECTIVE}
    />
  );
}
