import { Icon, type IconProps } from './icon';

export const ArrowLeftIcon = (p: IconProps) => (
  <Icon {...p} className={`icon-flip-rtl ${p.className ?? ''}`}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
);
