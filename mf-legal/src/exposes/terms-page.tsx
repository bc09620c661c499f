import { LegalDocument } from '../features/legal-documents/components/legal-document';

export default function TermsPage() {
  return (
    <LegalDocument title="Terms of Service" lastUpdated="July 5, 2025">
      <p>The full terms are being finalised and will be published on this page.</p>
    </LegalDocument>
  );
}
