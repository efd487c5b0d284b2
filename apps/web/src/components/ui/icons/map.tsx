import { Icon, type IconProps } from './icon';

export const MapIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 4-6 2.5v13L9 17l6 3 6-2.5v-13L15 7z" />
    <path d="M9 4v13M15 7v13" />
  </Icon>
);
