import { PREVIEW_IMAGE_HEADLINE, PREVIEW_IMAGE_SIZE, PRODUCT_NAME } from '@novavox/contracts-site/brand';

export interface DocumentHeadProps {
  title: string;
  description: string;
  path: string;
  indexable: boolean;
}

/** The link-preview image (shell/public/og-image.png, written by build/generate-brand-images.ts). */
export const PREVIEW_IMAGE = {
  path: '/og-image.png',
  ...PREVIEW_IMAGE_SIZE,
  // What the image says: the product's name above its headline.
  alt: `${PRODUCT_NAME}: ${PREVIEW_IMAGE_HEADLINE.charAt(0).toLowerCase()}${PREVIEW_IMAGE_HEADLINE.slice(1)}`,
} as const;

/** React 19 hoists these tags into <head>; one route renders one set at a time. */
export function DocumentHead({ title, description, path, indexable }: DocumentHeadProps) {
  const canonical = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  // Link previews need an absolute address; the image is the shell's own static file.
  const previewImage =
    typeof window === 'undefined' ? PREVIEW_IMAGE.path : new URL(PREVIEW_IMAGE.path, window.location.origin).href;
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
      <meta property="og:image" content={previewImage} />
      <meta property="og:image:width" content={String(PREVIEW_IMAGE.width)} />
      <meta property="og:image:height" content={String(PREVIEW_IMAGE.height)} />
      <meta property="og:image:alt" content={PREVIEW_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {!indexable && <meta name="robots" content="noindex" />}
    </>
  );
}
