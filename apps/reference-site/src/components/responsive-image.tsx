/** The widths every picture of the site is published at (the spec's responsive image sizes). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * A picture of `public/images/` in its four widths (`<name>-<width>.webp`, made by
 * `scripts/render-images.mjs`): the browser picks the smallest that fills `sizes`. Lazy and
 * decoded off the main thread unless it is the page's first picture (`priority`).
 */
export function ResponsiveImage({
  name,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: {
  name: string;
  alt: string;
  /** The picture's own proportions (for the space it keeps before it loads). */
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  className?: string | undefined;
}) {
  const source = (size: number) => `/images/${name}-${size}.webp`;
  return (
    <img
      className={["responsive-image", className ?? ""].join(" ").trim()}
      src={source(960)}
      srcSet={IMAGE_WIDTHS.map((size) => `${source(size)} ${size}w`).join(", ")}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
}
