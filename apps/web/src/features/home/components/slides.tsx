import { Link } from '../../../lib/link';
import type { Slide } from '@keka/contracts';
import { ImageBox } from '../../../components/ui/image-box';
import { Slider } from '../../../components/ui/slider';
import { slideHref } from '../links';

export interface SlidesProps {
  readonly slides: readonly Slide[];
  /** The carousel's accessible name (and the section heading when `heading` is set). */
  readonly label: string;
  /** Show `label` as a visible h2 above the carousel. */
  readonly heading?: boolean;
  /** The first slide is above the fold: load it eagerly. */
  readonly eager?: boolean;
}

/** A carousel of slides; each links by its model (SPEC §2) or is a plain picture. */
export function Slides({ slides, label, heading = false, eager = false }: SlidesProps) {
  if (slides.length === 0) return null;
  const slider = (
    <Slider
      items={slides}
      label={label}
      keyOf={(slide) => slide.id}
      renderItem={(slide, i) => {
        const image = <ImageBox src={slide.image} alt={slide.name} ratio="2 / 1" eager={eager && i === 0} className="home-slide__image" />;
        const href = slideHref(slide);
        return href ? (
          <Link to={href} className="home-slide">
            {image}
          </Link>
        ) : (
          <div className="home-slide">{image}</div>
        );
      }}
    />
  );
  if (!heading) return <div className="home-slides">{slider}</div>;
  return (
    <div className="home-slides home-slides--titled">
      <h2 className="section-title home-slides__title">{label}</h2>
      {slider}
    </div>
  );
}
