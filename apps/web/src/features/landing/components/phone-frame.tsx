import { forwardRef } from 'react';

export interface PhoneFrameProps {
  readonly title: string;
  readonly src: string;
}

/** The app itself at 375×740 inside a CSS phone (same-origin iframe; the server allows framing by itself only). */
export const PhoneFrame = forwardRef<HTMLIFrameElement, PhoneFrameProps>(function PhoneFrame({ title, src }, ref) {
  return (
    <div className="phone">
      <div className="phone__screen">
        <span className="phone__notch" aria-hidden="true" />
        <iframe ref={ref} src={src} title={title} width={375} height={740} className="phone__frame" />
      </div>
    </div>
  );
});
