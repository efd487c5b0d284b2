export interface ImageBoxProps {
  readonly src: string;
  readonly alt?: string;
  /** CSS aspect-ratio, e.g. '1' or '16 / 9': the box is sized before the image loads (no layout shift). */
  readonly ratio?: string;
  readonly className?: string;
  readonly eager?: boolean;
  /** The same picture in more widths ("a.webp 200w, b.webp 1200w"); the browser picks by `sizes` and the screen's pixels. */
  readonly srcSet?: string | null;
  /** How wide the box is drawn, for `srcSet`. */
  readonly sizes?: string;
}

/** A fixed-ratio image with a tinted placeholder; lazy below the fold. */
export function ImageBox({ src, alt = '', ratio = '1', className, eager = false, srcSet, sizes }: ImageBoxProps) {
  return (
    <span className={`image-box ${className ?? ''}`} style={{ aspectRatio: ratio }} {...(!src && alt ? { role: 'img', 'aria-label': alt } : {})}>
      {/* No picture (a new store without one): the tinted box alone; an empty src would fetch the page again. */}
      {src ? (
        <img
          // srcset before src: the browser then chooses once instead of starting on the small file.
          {...(srcSet ? { srcSet, sizes } : {})}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onError={(event) => event.currentTarget.classList.add('image-box__img--failed')}
        />
      ) : null}
    </span>
  );
}
