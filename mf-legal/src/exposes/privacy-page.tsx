import { LegalDocument } from '../features/legal-documents/components/legal-document';

export default function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy" lastUpdated="July 5, 2025">
      <p>The full policy is being finalised and will be published on this page.</p>
    </LegalDocument>
  );
}
