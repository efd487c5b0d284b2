import { Icon, type IconProps } from './icon';

export const ChefIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 14a4 4 0 1 1 1.6-7.7 4 4 0 0 1 6.8 0A4 4 0 1 1 17 14v6H7z" />
    <path d="M7 17h10" />
  </Icon>
);
