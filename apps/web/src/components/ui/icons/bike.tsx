import { Icon, type IconProps } from './icon';

export const BikeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="5.5" cy="17" r="3" />
    <circle cx="18.5" cy="17" r="3" />
    <path d="M8.5 17h6l2-6h-5l-3 6M15 7h2.5l1 4M6 11h4" />
  </Icon>
);
