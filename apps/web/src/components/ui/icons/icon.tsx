import type { SVGProps } from 'react';

/**
 * Inline icons (24×24, currentColor), a module each, so that a chunk carries only the icons it draws.
 * Decorative by default: the control carries the name.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

