import { PRODUCT_NAME } from '@novavox/shared-contracts/brand';

export interface DocumentHeadProps {
  title: string;
  description: string;
  path: string;
  indexable: boolean;
}

/** React 19 hoists these tags into <head>; one route renders one set at a time. */
export function DocumentHead({ title, description, path, indexable }: DocumentHeadProps) {
  const canonical = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      {!indexable && <meta name="robots" content="noindex" />}
    </>
  );
}
