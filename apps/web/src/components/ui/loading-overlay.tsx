import './loading-overlay.css';

/** A screen-wide scrim while the cart is processed or a distance is measured (SPEC §2 Cart). */
export function LoadingOverlay({ label }: { readonly label: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__box">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </div>
  );
}
