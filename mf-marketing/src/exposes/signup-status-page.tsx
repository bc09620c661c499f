import { SignupStatusContent } from '../features/waitlist/components/signup-status-content';

export default function SignupStatusPage() {
  return <SignupStatusContent />;
}
