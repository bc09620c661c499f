import { PRODUCT_NAME } from '@novavox/shared-contracts';

export default function OldHomePage() {
  return (
    <section>
      <h1>{PRODUCT_NAME}: the classic home page</h1>
      <p>The three sections of the older home page are not built yet.</p>
    </section>
  );
}
