export interface ImageBoxProps {
  readonly src: string;
  readonly alt?: string;
  /** CSS aspect-ratio, e.g. '1' or '16 / 9': the box is sized before the image loads (no layout shift). */
  readonly ratio?: string;
  readonly className?: string;
  readonly eager?: boolean;
  readonly sizes?: string;
}

/** A fixed-ratio image with a tinted placeholder; lazy below the fold. */
export function ImageBox({ src, alt = '', ratio = '1', className, eager = false }: ImageBoxProps) {
  return (
    <span className={`image-box ${className ?? ''}`} style={{ aspectRatio: ratio }}>
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
        onError={(event) => event.currentTarget.classList.add('image-box__img--failed')}
      />
    </span>
  );
}
