import { Icon, type IconProps } from './icon';

export const StarIcon = (p: IconProps) => (
  <Icon {...p} stroke="none" fill="currentColor">
    <path d="m12 2.8 2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17l-5.6 3 1.1-6.2L2.9 9.4l6.3-.9z" />
  </Icon>
);
/** Reorder: two arrows going round. */
