import { Icon, type IconProps } from './icon';

export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p} className={`icon-flip-rtl ${p.className ?? ''}`}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
