export default function VariantDebugPage() {
  return (
    <section className="experiments-page">
      <h1>Variant Debug</h1>
      <p>Variant inspection and forcing are not built yet.</p>
    </section>
  );
}
