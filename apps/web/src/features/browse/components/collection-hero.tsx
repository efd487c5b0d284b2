import { ImageBox } from '../../../components/ui/image-box';

/** The picture and line of a store collection or offer (from get-store-collection / get-offer-section). */
export function CollectionHero({ image, subtitle }: { readonly image: string | null; readonly subtitle: string }) {
  if (!image && !subtitle) return null;
  return (
    <div className="collection-hero">
      {image && <ImageBox src={image} ratio="3 / 1" eager className="collection-hero__image" />}
      {subtitle && <p className="collection-hero__subtitle">{subtitle}</p>}
    </div>
  );
}
