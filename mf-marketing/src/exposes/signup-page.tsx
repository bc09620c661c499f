export default function SignupPage() {
  return (
    <section>
      <h1>Sign up for early access</h1>
      <p>The early-access sign-up form is not built yet.</p>
    </section>
  );
}
