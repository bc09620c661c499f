export default function TestsDashboardPage() {
  return (
    <section className="experiments-page">
      <h1>A/B Test Dashboard</h1>
      <p>The dashboard's data, statistics and controls are not built yet.</p>
    </section>
  );
}
