import { Icon, type IconProps } from './icon';

export const PlayIcon = (p: IconProps) => (
  <Icon {...p} className={`icon-flip-rtl ${p.className ?? ''}`}>
    <path d="M7 4.5v15l12-7.5z" />
  </Icon>
);
